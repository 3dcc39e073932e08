// People Vertical List View / New partners (spec 3 §2.6): intro cards, or 'No partners for this filter'.
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { readAttributes } from '../../../core/widgets/attributes.ts';
import type { WidgetViewProps } from '../../../core/widgets/widget-type.ts';
import { WidgetEmpty, WidgetError, WidgetLoading } from '../../../ui/widget-states.tsx';
import { peopleApi } from '../api/people-api.ts';
import { PartnerIntroCard } from './PartnerIntroCard.tsx';
import { NewPartnersAttributesSchema, newPartnersRequest, peopleFilterRows } from './people-attributes.ts';

export const NO_PARTNERS = 'No partners for this filter';

export function NewPartnersView({ section, page }: WidgetViewProps) {
  const attributes = readAttributes(NewPartnersAttributesSchema, section.Attributes);
  const body = newPartnersRequest(attributes, peopleFilterRows({ json: attributes.json, page }));
  const query = useQuery({
    queryKey: ['people', 'widget', 'new-partners', body],
    queryFn: ({ signal }) => peopleApi.newPartners(body, { signal }),
  });
  if (query.isPending) return <WidgetLoading />;
  if (query.isError) return <WidgetError error={query.error} message="Could not retrieve partner list." />;
  if (query.data.length === 0) return <WidgetEmpty title={NO_PARTNERS} />;
  return (
    <Stack gap="md">
      {query.data.map((p) => (
        <PartnerIntroCard key={p.Id} person={p} />
      ))}
    </Stack>
  );
}
