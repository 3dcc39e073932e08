// A folder holds more than a listing shows (the widget's own limit, or the 1,000 a folder list may
// hold): say so, so nobody takes the list for the whole folder.
import { Text } from '@mantine/core';
import { formatWhole } from '../../ui/numbers.ts';

export function MoreInFolder({ total, limit }: { total: number; limit: number }) {
  if (total <= limit) return null;
  return (
    <Text size="xs" c="dimmed" role="note">
      Showing the first {formatWhole(limit)} of {formatWhole(total)} items.
    </Text>
  );
}
