// People Vertical List View / New partners (spec 3 §2.6): intro cards, or 'No partners for this filter'.
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { widgetQueryOptions } from '../../../core/widgets/widget-query.ts';
import type { WidgetViewProps } from '../../../core/widgets/widget-type.ts';
import { WidgetEmpty, WidgetError, WidgetLoading } from '../../../ui/widget-states.tsx';
import { newPartnersQuery } from './new-partners-query.ts';
import { PartnerIntroCard } from './PartnerIntroCard.tsx';

export const NO_PARTNERS = 'No partners for this filter';

export function NewPartnersView({ section, page }: WidgetViewProps) {
  const query = useQuery(widgetQueryOptions(newPartnersQuery({ section, page })));
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
