// spec 1 §2.1 /learn, Learn More: the page a learn-more link names by its oid (spec 3 §2: query
// oid) — a page id, or its UUID or internal name — or, without one, the index of the guides.
import type { RouteNode } from '@atrium/contracts';
import { Alert, Anchor, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import type { ScreenProps } from '../../core/routes/screen-props.ts';
import { EmptyState } from '../../ui/empty-state/index.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { ManagedPage, useTreeNode } from './managed-page.tsx';
import { searchApi } from './search-api.ts';

export const GUIDES_PAGE_NAME = 'guides';
export const LEARN_PAGE_MISSING = 'This page does not exist or is not available to you.';

export function LearnScreen({ route }: ScreenProps) {
  const [params] = useSearchParams();
  const oid = params.get('oid')?.trim() ?? '';
  return oid ? <LearnPage route={route} oid={oid} /> : <GuideIndex route={route} />;
}

function LearnPage({ route, oid }: ScreenProps & { oid: string }) {
  const numericOid = /^\d+$/.test(oid) ? Number(oid) : null;
  const byOid = useQuery({
    queryKey: ['search', 'page-by-oid', numericOid],
    queryFn: ({ signal }) => searchApi.pageByOid(numericOid ?? 0, { signal }),
    enabled: numericOid !== null,
    retry: false,
  });
  const key = numericOid === null ? oid : byOid.data?.UUID;
  const node = useTreeNode((n) => n.UUID === key || n.VueRouterName === key);
  useDocumentTitle(node?.Title ?? route.title);
  if (numericOid !== null && byOid.isPending) return <Skeleton height={240} radius="lg" />;
  if (!node) return <EmptyState title={LEARN_PAGE_MISSING} message={<GuidesLink />} />;
  return <ManagedPage route={route} node={node} />;
}

function GuidesLink() {
  return (
    <Anchor component={Link} to="/learn">
      Browse the guides
    </Anchor>
  );
}

function GuideIndex({ route }: ScreenProps) {
  useDocumentTitle(route.title);
  const guides = useTreeNode((n) => n.VueRouterName === GUIDES_PAGE_NAME);
  const topics = (guides?.Children ?? []).filter(isListed);
  return (
    <Stack gap="md">
      <Title order={1} fz={30} c="navy.8">
        {route.title}
      </Title>
      <Text c="dimmed">
        Step-by-step guides for the questions colleagues ask most often.{' '}
        {guides && (
          <Anchor component={Link} to={guides.FullPath} underline="always">
            Open the guides section
          </Anchor>
        )}
      </Text>
      {topics.length === 0 ? (
        <Alert color="gray">No guides have been published yet.</Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {topics.map((topic) => (
            <Paper
              key={topic.UUID}
              withBorder
              radius="lg"
              p="md"
              component="section"
              aria-labelledby={`guide-${topic.UUID}`}
              // A guide's title without spaces wraps inside its card instead of widening the page.
              style={{ overflowWrap: 'anywhere' }}
            >
              <Title order={2} fz="lg" c="navy.8" mb="xs" id={`guide-${topic.UUID}`}>
                <Anchor component={Link} to={topic.FullPath} c="navy.8" inherit>
                  {topic.Title}
                </Anchor>
              </Title>
              <TopicGuides topic={topic} />
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** A topic's guides; a topic that is a page of its own, without guides under it, links to itself. */
function TopicGuides({ topic }: { topic: RouteNode }) {
  const guides = topic.Children.filter(isListed);
  if (guides.length === 0) {
    return (
      <Anchor component={Link} to={topic.FullPath} size="sm">
        Open {topic.Title}
      </Anchor>
    );
  }
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {guides.map((guide) => (
        <li key={guide.UUID}>
          <Anchor component={Link} to={guide.FullPath} size="sm">
            {guide.Title}
          </Anchor>
        </li>
      ))}
    </Stack>
  );
}

const isListed = (node: RouteNode) => !node.IsHidden && node.VueRouterPath.trim() !== '' && !node.DoNotOpen;
