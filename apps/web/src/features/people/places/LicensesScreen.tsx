// spec 1 §2.1 /directory/licenses: licenses by region, with their offices and head count.

import type { LicenseRow } from '@atrium/contracts';
import { Alert, Anchor, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { EmptyState } from '../../../ui/empty-state/index.ts';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { usePlaceHref } from '../directory/person-links.ts';
import { HeadcountLine } from './PlaceParts.tsx';
import { licensesQuery } from './place-queries.ts';

export function LicensesScreen({ route }: ScreenProps) {
  useDocumentTitle(route.title);
  const query = useQuery(licensesQuery());
  const licenseHref = usePlaceHref('license');
  const regions = new Map<number, { name: string; rows: LicenseRow[] }>();
  for (const row of query.data?.items ?? []) {
    const entry = regions.get(row.region.Id) ?? { name: row.region.Name, rows: [] };
    entry.rows.push(row);
    regions.set(row.region.Id, entry);
  }
  return (
    <Stack gap="md">
      <Title order={1} fz={30} c="navy.8">
        {route.title}
      </Title>
      {query.isError && <Alert color="red" title="The licenses could not be loaded." />}
      {query.isPending && <Skeleton height={200} radius="lg" />}
      {query.data?.total === 0 && <EmptyState title="No results" />}
      {[...regions.entries()].map(([id, region]) => (
        <Stack key={id} gap="sm" component="section" aria-label={region.name}>
          <Title order={2} fz="xl" c="navy.8">
            {region.name}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {region.rows.map((license) => (
              <Paper key={license.Id} withBorder radius="md" p="sm">
                <Stack gap={4}>
                  <Anchor component={Link} to={licenseHref(license.Id)} fw={650}>
                    {license.Name}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {license.offices} {license.offices === 1 ? 'office' : 'offices'}
                  </Text>
                  <HeadcountLine headcount={license.headcount} />
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
