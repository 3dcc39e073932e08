// At a glance (company explorer, spec 3 §2.4): the firm's counts as tiles; 'Directory Report'
// buttons open the users report for the last year, run at once.
import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigateByName } from '../../../core/routes/use-navigate-by-name.ts';
import { formatWhole } from '../../../ui/numbers.ts';
import { WidgetError, WidgetLoading } from '../../../ui/widget-states.tsx';
import { peopleApi } from '../api/people-api.ts';
import { explorerTiles } from './explorer-tiles.ts';

export const EXPLORER_FAILED = 'Failed to load explorer.';

export function AtAGlanceView() {
  const query = useQuery({
    queryKey: ['people', 'widget', 'company-explorer'],
    queryFn: ({ signal }) => peopleApi.companyExplorer({ signal }),
  });
  const navigate = useNavigateByName();
  if (query.isPending) return <WidgetLoading rows={2} />;
  if (query.isError) return <WidgetError error={query.error} message={EXPLORER_FAILED} />;
  return (
    <SimpleGrid type="container" cols={{ base: 2, '30rem': 3, '48rem': 4, '64rem': 7 }} spacing="sm">
      {explorerTiles(query.data).map((tile) => (
        <Paper key={tile.label} withBorder radius="md" p="sm">
          <Stack gap={2} align="flex-start">
            <Text fz={26} fw={700} c="navy.8" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatWhole(tile.value)}
            </Text>
            <Text size="sm" c="dimmed">
              {tile.label}
            </Text>
            {tile.role && (
              <Button
                size="compact-xs"
                variant="light"
                color="navy"
                aria-label={`Directory Report: ${tile.label}`}
                onClick={() =>
                  navigate('_ReportsUsers', undefined, {
                    query: { autoRun: 'true', role: tile.role, date: '1Y' },
                  })
                }
              >
                Directory Report
              </Button>
            )}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
