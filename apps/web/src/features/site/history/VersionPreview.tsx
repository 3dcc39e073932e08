// One saved version of a page, shown as it looked (read-only).
import type { Page } from '@atrium/contracts';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { SectionGrid } from '../page/SectionGrid.tsx';
import { historyApi } from './history-api.ts';

export function VersionPreview({
  page,
  version,
  onBack,
}: {
  page: Page;
  version: number;
  onBack: () => void;
}) {
  const query = useQuery({
    queryKey: ['page-version', page.UUID, version],
    queryFn: ({ signal }) => historyApi.get({ uuid: page.UUID, version, signal }),
  });
  return (
    <Stack gap="md">
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconArrowLeft size={14} aria-hidden />}
        onClick={onBack}
        style={{ alignSelf: 'flex-start' }}
      >
        All versions
      </Button>
      {query.isPending ? (
        <Skeleton height={200} />
      ) : query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {query.error.message}
        </Alert>
      ) : (
        <SectionGrid page={{ ...page, ...query.data.Page }} sections={query.data.Page.Sections} />
      )}
    </Stack>
  );
}
