// Content Promotion (spec 3 §2.8): promos of the site's pages, picked by hand or by a content filter.
import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { readAttributes } from '../../../core/widgets/attributes.ts';
import { WidgetEmpty } from '../../../core/widgets/widget-empty.tsx';
import { widgetQueryOptions } from '../../../core/widgets/widget-query.ts';
import type { WidgetViewProps } from '../../../core/widgets/widget-type.ts';
import { PromoItems } from './PromoItems.tsx';
import { PromoAttributesSchema } from './promo-attributes.ts';
import { promosQuery } from './promos-query.ts';

export const NO_PROMOS = 'No pages to promote';

export function PromosView({ section, page }: WidgetViewProps) {
  const attributes = readAttributes(PromoAttributesSchema, section.Attributes);
  const query = useQuery(widgetQueryOptions(promosQuery({ section, page })));
  if (query.isPending) {
    return (
      <Stack gap="xs" role="status" aria-busy aria-label="Loading promos">
        <Skeleton height={28} radius="sm" />
        <Skeleton height={28} radius="sm" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Text size="sm" c="red.8" role="alert">
        Could not retrieve promos.
      </Text>
    );
  }
  if (query.data.length === 0) {
    return (
      <WidgetEmpty
        title={NO_PROMOS}
        message={
          attributes.kind === 'manual'
            ? 'Pick pages in the widget settings.'
            : 'No page matches the filter yet: change it, or tag pages in Promos Admin.'
        }
      />
    );
  }
  return <PromoItems promos={query.data} display={attributes.display} />;
}
