// The status filter above the outbox and jobs tables: every status, or one.
import { Select } from '@mantine/core';

export function StatusFilter<S extends string>({
  statuses,
  value,
  onChange,
}: {
  statuses: readonly S[];
  value: S | null;
  onChange: (status: S | null) => void;
}) {
  return (
    <Select
      label="Status"
      w={180}
      size="xs"
      data={[{ value: '', label: 'Any status' }, ...statuses.map((s) => ({ value: s, label: s }))]}
      value={value ?? ''}
      onChange={(next) => onChange(next ? (next as S) : null)}
      allowDeselect={false}
    />
  );
}
