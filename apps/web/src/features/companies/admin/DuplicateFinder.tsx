// Beyond the spec: companies whose normalised names or web domains collide, ranked, each opening
// the merge screen (admins).
import { brand } from '@atrium/contracts';
import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../ui/empty-state/index.ts';
import { companiesApi, companyKeys } from '../api/companies-api.ts';
import { mergeUrl } from '../company-links.ts';

export function DuplicateFinder({ canMerge }: { canMerge: boolean }) {
  const duplicates = useQuery({
    queryKey: companyKeys.duplicates,
    queryFn: ({ signal }) => companiesApi.duplicates(signal),
  });
  if (duplicates.isLoading) return <Loader size="sm" role="status" aria-label="Finding duplicates" />;
  if (duplicates.isError) return <Text c="red.8">The duplicates could not be loaded.</Text>;
  const pairs = duplicates.data ?? [];
  if (pairs.length === 0) return <EmptyState title="No duplicates found" isCompact />;
  return (
    <Stack gap="xs" role="list" aria-label="Possible duplicates">
      {pairs.slice(0, 20).map(({ first, second, reasons }) => (
        <Paper key={`${first.ID}-${second.ID}`} withBorder p="xs" role="listitem">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0, flex: '1 1 16rem' }}>
              <Text size="sm" fw={600}>
                {first.Name} · {second.Name}
              </Text>
              <Text size="xs" c="dimmed">
                #{first.ID} {first.City} · #{second.ID} {second.City}
              </Text>
            </Stack>
            <Group gap={4}>
              {reasons.map((reason) => (
                <Badge key={reason} size="xs" variant="light">
                  {reason === 'name' ? 'Same name' : 'Same web domain'}
                </Badge>
              ))}
            </Group>
            {canMerge ? (
              <Button
                size="xs"
                variant="default"
                component={Link}
                to={mergeUrl(first.ID, second.ID)}
                aria-label={`Merge ${first.Name} and ${second.Name}`}
              >
                Merge
              </Button>
            ) : (
              <Text size="xs" c="dimmed">
                Merging needs {brand.trackingLabel} dedupe access
              </Text>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
