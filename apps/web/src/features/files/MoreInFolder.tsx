// A folder holds more than a listing shows (the widget's own limit, or the 1,000 a folder list may
// hold): say so, so nobody takes the list for the whole folder.
import { Text } from '@mantine/core';

export function MoreInFolder({ total, limit }: { total: number; limit: number }) {
  if (total <= limit) return null;
  return (
    <Text size="xs" c="dimmed" role="note">
      Showing the first {limit.toLocaleString('en-US')} of {total.toLocaleString('en-US')} items.
    </Text>
  );
}
