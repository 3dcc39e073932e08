// "Who knows this client" on the company page: the colleagues who have worked with the company,
// alone or with its family, ranked as docs/metrics.md says.
import { Anchor, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Panel } from '../detail/DetailParts.tsx';
import { useMclHrefs } from '../mcl-links.ts';
import { knownByQuery } from '../mcl-queries.ts';
import { RelationshipTable } from './RelationshipTable.tsx';

export function KnownBy({ companyId }: { companyId: number }) {
  const [family, setFamily] = useState(false);
  const [page, setPage] = useState(1);
  const hrefs = useMclHrefs();
  const query = useQuery({ ...knownByQuery(companyId, family, page), placeholderData: keepPreviousData });
  return (
    <Panel title="Who knows this client">
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Who knows"
          size="xs"
          value={family ? 'family' : 'company'}
          onChange={(value) => {
            setFamily(value === 'family');
            setPage(1);
          }}
          data={[
            { value: 'company', label: 'This company' },
            { value: 'family', label: 'With its family' },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        {query.isPending ? (
          <Skeleton height={80} role="status" aria-busy aria-label="Loading who knows this client" />
        ) : query.isError ? (
          <Text size="sm" c="red.8" role="alert">
            Who knows this client could not be loaded.
          </Text>
        ) : query.data.items.length === 0 ? (
          <Text size="sm">No colleague has worked on an assignment here yet.</Text>
        ) : (
          <RelationshipTable
            label="Colleagues who know this client"
            nameHeader="Colleague"
            currency={query.data.currency}
            total={query.data.total}
            page={page}
            onPage={setPage}
            rows={query.data.items.map((r) => ({
              ...r,
              key: r.partnerId,
              name: (
                <Anchor component={Link} to={hrefs.profile(r.partnerId)} size="sm">
                  {r.name}
                </Anchor>
              ),
            }))}
          />
        )}
      </Stack>
    </Panel>
  );
}
