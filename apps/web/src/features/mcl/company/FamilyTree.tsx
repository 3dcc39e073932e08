// The company's family tree (GET /api/v2/company/{id}/hierarchy?include=subsidiaries|all): its
// subsidiaries, or the whole family from the top parent, the company itself marked.
import type { HierarchyNode } from '@atrium/contracts';
import { Anchor, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { HierarchyInclude } from '../api/mcl-api.ts';
import { useCompanyHref } from '../mcl-links.ts';
import { hierarchyQuery } from '../mcl-queries.ts';
import { KeyAccountIcon } from '../tables/CompanyCell.tsx';

export const INCLUDE_LABELS: Record<HierarchyInclude, string> = {
  subsidiaries: 'Subsidiaries',
  all: 'Whole family',
};

export function FamilyTree({ companyId }: { companyId: number }) {
  const [include, setInclude] = useState<HierarchyInclude>('all');
  const query = useQuery(hierarchyQuery(companyId, include));
  const companyHref = useCompanyHref();

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Family tree shows"
        size="xs"
        value={include}
        onChange={(value) => setInclude(value as HierarchyInclude)}
        data={(Object.keys(INCLUDE_LABELS) as HierarchyInclude[]).map((value) => ({
          value,
          label: INCLUDE_LABELS[value],
        }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {query.isPending ? (
        <Stack gap={6} role="status" aria-busy aria-label="Loading the family tree">
          <Skeleton height={16} width="50%" />
          <Skeleton height={16} width="40%" ml="md" />
          <Skeleton height={16} width="45%" ml="md" />
        </Stack>
      ) : query.isError ? (
        <Text size="sm" c="red.8" role="alert">
          The family tree could not be loaded.
        </Text>
      ) : query.data.root.children.length === 0 && include === 'subsidiaries' ? (
        <Text size="sm">This company has no subsidiaries.</Text>
      ) : (
        <nav aria-label="Family tree">
          <TreeLevel nodes={[query.data.root]} currentId={companyId} companyHref={companyHref} depth={0} />
        </nav>
      )}
    </Stack>
  );
}

function TreeLevel(props: {
  nodes: HierarchyNode[];
  currentId: number;
  companyHref: (id: number) => string;
  depth: number;
}) {
  const { nodes, currentId, companyHref, depth } = props;
  return (
    <ul
      style={{
        listStyle: 'none',
        margin: 0,
        paddingLeft: depth === 0 ? 0 : 'var(--mantine-spacing-md)',
        borderLeft: depth === 0 ? undefined : '1px solid var(--mantine-color-gray-3)',
      }}
    >
      {nodes.map((node) => (
        <li key={node.Id} style={{ paddingTop: 4 }}>
          <Group gap={4} wrap="nowrap">
            {node.Id === currentId ? (
              <Text size="sm" fw={700} aria-current="page">
                {node.Name}
              </Text>
            ) : (
              <Anchor component={Link} to={companyHref(node.Id)} size="sm">
                {node.Name}
              </Anchor>
            )}
            {node.IsKeyAccount && <KeyAccountIcon />}
          </Group>
          {node.children.length > 0 && (
            <TreeLevel
              nodes={node.children}
              currentId={currentId}
              companyHref={companyHref}
              depth={depth + 1}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
