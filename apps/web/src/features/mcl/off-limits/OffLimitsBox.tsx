// "Can we approach people at X?" (spec 3 §4, docs/metrics.md "Off-limits check"): the company's
// off-limits state and action date, and each family member, job and partner behind it.
import type { OffLimits, OffLimitsReason } from '@atrium/contracts';
import { Anchor, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../ui/dates.ts';
import { Panel } from '../detail/DetailParts.tsx';
import { useMclHrefs } from '../mcl-links.ts';
import { offLimitsQuery } from '../mcl-queries.ts';
import { OffLimitsBadge, offLimitsText } from './OffLimitsBadge.tsx';

const RELATION_LABELS: Record<OffLimitsReason['relation'], string> = {
  self: 'Itself',
  parent: 'Its parent',
  subsidiary: 'Its subsidiary',
  family: 'In its family',
};

export function OffLimitsBox({ companyId }: { companyId: number }) {
  const query = useQuery(offLimitsQuery(companyId));
  return (
    <Panel title="Off limits">
      {query.isPending ? (
        <Stack gap={6} role="status" aria-busy aria-label="Loading the off-limits check">
          <Skeleton height={20} width="40%" />
          <Skeleton height={16} width="70%" />
        </Stack>
      ) : query.isError ? (
        <Text size="sm" c="red.8" role="alert">
          The off-limits check could not be loaded.
        </Text>
      ) : (
        <OffLimitsAnswer check={query.data} />
      )}
    </Panel>
  );
}

export function OffLimitsAnswer({ check }: { check: OffLimits }) {
  const hrefs = useMclHrefs();
  return (
    <Stack gap="sm" data-testid="off-limits-answer">
      <Group gap="xs" wrap="wrap">
        <OffLimitsBadge status={check.status} until={check.until} />
        {check.actionDate && <Text size="sm">Act by {formatDate(check.actionDate)}</Text>}
      </Group>
      <Text size="sm">
        {check.status === 'clear'
          ? `${check.company}'s people may be approached.`
          : `Do not approach people at ${check.company}${check.company.endsWith('.') ? '' : '.'}`}
        {check.apart && ' It is marked apart from its family’s off-limits.'}
      </Text>
      {check.reasons.length > 0 && (
        <List spacing="xs" size="sm" aria-label="Why it is off limits">
          {check.reasons.map((reason) => (
            <List.Item key={reason.companyId}>
              <Text size="sm" span fw={600}>
                {RELATION_LABELS[reason.relation]}
                {reason.relation !== 'self' && (
                  <>
                    {' '}
                    <Anchor component={Link} to={hrefs.company(reason.companyId)} underline="always">
                      {reason.company}
                    </Anchor>
                  </>
                )}
                :{' '}
              </Text>
              <Text size="sm" span>
                {offLimitsText(reason)}
                {reason.actionDate && `, act by ${formatDate(reason.actionDate)}`}
              </Text>
              {reason.assignments.map((a) => (
                <Text size="xs" c="dimmed" key={a.id}>
                  <Anchor component={Link} to={hrefs.assignment(a.id)} size="xs" underline="always">
                    {a.jobTitle}
                  </Anchor>
                  {a.dateTaken && `, taken ${formatDate(a.dateTaken)}`}
                  {a.partners.length > 0 && ' — '}
                  {a.partners.map((p, i) => (
                    <span key={`${p.id}-${p.role}`}>
                      {i > 0 && ', '}
                      <Anchor component={Link} to={hrefs.profile(p.id)} size="xs" underline="always">
                        {p.name}
                      </Anchor>{' '}
                      ({p.role === 'D' ? 'developer' : 'handler'})
                    </span>
                  ))}
                </Text>
              ))}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
