// "Clients I know" on a profile: the companies the partner has worked with, ranked as "who knows
// this client" ranks colleagues (docs/metrics.md).
import { Anchor, Skeleton, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Panel } from '../detail/DetailParts.tsx';
import { useMclHrefs } from '../mcl-links.ts';
import { partnerClientsQuery } from '../partner-panel-queries.ts';
import { RelationshipTable } from './RelationshipTable.tsx';

export function ClientsKnown({ partnerId, isOwn }: { partnerId: number; isOwn: boolean }) {
  const [page, setPage] = useState(1);
  const hrefs = useMclHrefs();
  const query = useQuery({ ...partnerClientsQuery(partnerId, page), placeholderData: keepPreviousData });
  const title = isOwn ? 'Clients I know' : 'Clients known';
  return (
    <Panel title={title}>
      {query.isPending ? (
        <Skeleton height={80} role="status" aria-busy aria-label="Loading the clients known" />
      ) : query.isError ? (
        <Text size="sm" c="red.8" role="alert">
          The clients known could not be loaded.
        </Text>
      ) : query.data.items.length === 0 ? (
        <Text size="sm">No assignment with a client yet.</Text>
      ) : (
        <RelationshipTable
          label={title}
          nameHeader="Client"
          currency={query.data.currency}
          total={query.data.total}
          page={page}
          onPage={setPage}
          rows={query.data.items.map((r) => ({
            ...r,
            key: r.companyId,
            name: (
              <Anchor component={Link} to={hrefs.company(r.companyId)} size="sm">
                {r.company}
              </Anchor>
            ),
          }))}
        />
      )}
    </Panel>
  );
}
