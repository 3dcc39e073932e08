// The custom period's date range: @mantine/dates (and its styles) load only when a user picks
// Custom, never with the report screens.
import { DatePickerInput } from '@mantine/dates';
import { formatPickedDates } from '../../../ui/dates.ts';

export interface DateRangeInputProps {
  minDate: string;
  maxDate: string;
  startDate: string | undefined;
  endDate: string | undefined;
  error: string | undefined;
  onChange: (range: { startDate: string | undefined; endDate: string | undefined }) => void;
}

export function DateRangeInput({
  minDate,
  maxDate,
  startDate,
  endDate,
  error,
  onChange,
}: DateRangeInputProps) {
  return (
    <DatePickerInput
      type="range"
      label="Date range"
      w={340}
      minDate={minDate}
      maxDate={maxDate}
      valueFormatter={formatPickedDates}
      value={[startDate ?? null, endDate ?? null]}
      onChange={([start, end]) => onChange({ startDate: start ?? undefined, endDate: end ?? undefined })}
      error={error}
    />
  );
}
