// The Content Promotion widget's first call, shared by its view and by its type (promo-widgets.ts),
// which names it so that it is asked for as soon as the page arrives: the same key either way.
import type { Promo } from '@atrium/contracts';
import { readAttributes } from '../../../core/widgets/attributes.ts';
import type { WidgetQuery } from '../../../core/widgets/widget-query.ts';
import type { WidgetViewProps } from '../../../core/widgets/widget-type.ts';
import { promosApi } from '../api/promos-api.ts';
import { PromoAttributesSchema } from './promo-attributes.ts';
import { promosRequest } from './promo-request.ts';

/** A manual list with no picks asks the server nothing and shows no promos. */
export function promosQuery({ section, page }: WidgetViewProps): WidgetQuery<Promo[]> {
  const body = promosRequest(readAttributes(PromoAttributesSchema, section.Attributes), page);
  return {
    queryKey: ['promos', 'list', body],
    fetch: (signal) => (body ? promosApi.promos(body, { signal }) : Promise.resolve([])),
  };
}
