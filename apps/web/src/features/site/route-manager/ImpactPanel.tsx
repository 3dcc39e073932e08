// "Impact" (docs/content-care.md, "Impact before a move"): what a move, rename, disable or delete
// of a page would change, shown in its confirmation before anything is done.
import type { RouteChange, RouteImpact } from '@atrium/contracts';
import { Alert, Badge, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { serverMessage } from '../../../api/api-error.ts';
import { routeApi } from '../page-meta/route-api.ts';

export interface ImpactQuery {
  change: RouteChange;
  parent?: string;
  name?: string;
  path?: string;
}

function Part({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <section aria-label={title}>
      <Title order={3} fz="sm" mb={4}>
        {title} ({count})
      </Title>
      <List size="sm" spacing={2}>
        {children}
      </List>
    </section>
  );
}

function ImpactLists({ impact }: { impact: RouteImpact }) {
  const isEmpty =
    impact.Links.length + impact.Redirects.length + impact.Navigation.length + impact.Inherited.length === 0;
  if (isEmpty) return <Text size="sm">Nothing else changes: no page links here and no entry moves.</Text>;
  const breaking = impact.Links.filter((l) => l.Breaks).length;
  return (
    <Stack gap="sm">
      {breaking > 0 && (
        <Text size="sm" fw={600} c="red.8">
          {breaking === 1 ? '1 link would break.' : `${breaking} links would break.`}
        </Text>
      )}
      <Part title="Links to this page" count={impact.Links.length}>
        {impact.Links.map((link) => (
          <List.Item key={`${link.From.UUID}-${link.Section?.UUID ?? ''}-${link.Via}-${link.Href}`}>
            {link.Breaks && (
              <Badge color="red" size="xs" variant="light" mr={6}>
                Breaks
              </Badge>
            )}
            A {link.Via} on “{link.From.Title}”
            {link.Section ? ` (${link.Section.Title || 'untitled widget'})` : ''}
            {link.To.UUID !== impact.Page.UUID ? ` to “${link.To.Title}”` : ''}
          </List.Item>
        ))}
      </Part>
      <Part title="Redirects that will be made" count={impact.Redirects.length}>
        {impact.Redirects.map((r) => (
          <List.Item key={r.From}>
            {r.From} → {r.To}
          </List.Item>
        ))}
      </Part>
      <Part title="Navigation entries" count={impact.Navigation.length}>
        {impact.Navigation.map((n) => (
          <List.Item key={n.UUID}>
            {n.Title}: {n.To === null ? 'leaves the navigation' : `moves to ${n.To}`}
          </List.Item>
        ))}
      </Part>
      <Part title="Audiences and inherited filters" count={impact.Inherited.length}>
        {impact.Inherited.map((i) => (
          <List.Item key={`${i.UUID}-${i.What}`}>
            {i.Title}, {i.What === 'audience' ? 'audience' : 'inherited filters'}: {i.Before} → {i.After}
          </List.Item>
        ))}
      </Part>
    </Stack>
  );
}

/** `title` names the page when one confirmation shows the impact on several. */
export function ImpactPanel({ uuid, query, title }: { uuid: string; query: ImpactQuery; title?: string }) {
  const heading = title ? `Impact: ${title}` : 'Impact';
  const impact = useQuery({
    queryKey: ['route-impact', uuid, query],
    queryFn: ({ signal }) => routeApi.impact(uuid, query, signal),
    gcTime: 0,
  });
  return (
    <Stack gap="xs" role="region" aria-label={heading}>
      <Title order={2} fz="md">
        {heading}
      </Title>
      {impact.isPending ? (
        <Loader size="sm" aria-label="Working out what would change" />
      ) : impact.isError ? (
        <Alert color="red" role="alert">
          {serverMessage(impact.error, 'Could not work out what would change.')}
        </Alert>
      ) : (
        <ImpactLists impact={impact.data} />
      )}
    </Stack>
  );
}
