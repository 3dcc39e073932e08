// Publish and expiration dates (spec 1 §5: 2008-01-01 up to today; empty means no limit).
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { formatPickedDates } from '../../../ui/dates.ts';
import { MIN_PAGE_DATE, type RouteForm } from './route-form.ts';

interface RoutePublishingTabProps {
  form: RouteForm;
  change: (changes: Partial<RouteForm>) => void;
}

export function RoutePublishingTab({ form, change }: RoutePublishingTabProps) {
  const today = dayjs().format('YYYY-MM-DD');
  const picker = (name: 'PublishDate' | 'ExpirationDate') => ({
    value: form[name] || null,
    onChange: (value: string | null) => change({ [name]: value ? dayjs(value).format('YYYY-MM-DD') : '' }),
    minDate: MIN_PAGE_DATE,
    maxDate: today,
    clearable: true,
    valueFormatter: formatPickedDates,
    placeholder: 'No date',
  });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Outside these dates the page is hidden from staff; admins still see it, marked Hidden.
      </Text>
      <SimpleGrid cols={2}>
        <DatePickerInput label="Publish date" {...picker('PublishDate')} />
        <DatePickerInput label="Expiration date" {...picker('ExpirationDate')} />
      </SimpleGrid>
    </Stack>
  );
}
