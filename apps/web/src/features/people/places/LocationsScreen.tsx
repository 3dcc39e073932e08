// spec 1 §2.1 /directory/locations: offices grouped region → license, with address, phone and head count.
import { Alert, Anchor, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { EmptyState } from '../../../ui/empty-state/index.ts';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { PhoneLink } from '../directory/ProfileParts.tsx';
import { usePlaceHref } from '../directory/person-links.ts';
import { groupLocations } from './group-places.ts';
import { HeadcountLine, OfficeCard } from './PlaceParts.tsx';
import { locationsQuery } from './place-queries.ts';

export function LocationsScreen({ route }: ScreenProps) {
  useDocumentTitle(route.title);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const query = useQuery({ ...locationsQuery(debounced), placeholderData: keepPreviousData });
  const groups = useMemo(() => groupLocations(query.data?.items ?? []), [query.data]);
  const locationHref = usePlaceHref('location');
  const licenseHref = usePlaceHref('license');

  return (
    <Stack gap="md">
      <Title order={1} fz={30} c="navy.8">
        {route.title}
      </Title>
      <TextInput
        label="Search offices"
        placeholder="Office or city"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />
      {query.data && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {query.data.total} {query.data.total === 1 ? 'office' : 'offices'}
        </Text>
      )}
      {query.isError && <Alert color="red" title="Could not retrieve offices." />}
      {query.isPending && <Skeleton height={200} radius="lg" />}
      {query.data?.total === 0 && <EmptyState title="No results" />}
      {groups.map((region) => (
        <Stack key={region.region.Id} gap="sm" component="section" aria-label={region.region.Name}>
          <Title order={2} fz="xl" c="navy.8">
            {region.region.Name}
          </Title>
          {region.licenses.map((license) => (
            <Stack key={license.license.Id} gap="xs">
              <Title order={3} fz="md">
                <Anchor component={Link} to={licenseHref(license.license.Id)} c="navy.7">
                  {license.license.Name}
                </Anchor>
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                {license.locations.map((office) => (
                  <OfficeCard
                    key={office.Id}
                    href={locationHref(office.Id)}
                    name={office.Name}
                    address={office.address || office.city}
                  >
                    <Text size="sm">
                      <PhoneLink phone={office.phone} />
                    </Text>
                    <HeadcountLine headcount={office.headcount} />
                  </OfficeCard>
                ))}
              </SimpleGrid>
            </Stack>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
