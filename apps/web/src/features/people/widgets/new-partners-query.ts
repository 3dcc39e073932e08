// The new partners widget's first call, shared by its view and by its type (people-widgets.ts),
// which names it so that it is asked for as soon as the page arrives: the same key either way.
import { readAttributes } from '../../../core/widgets/attributes.ts';
import type { WidgetQuery } from '../../../core/widgets/widget-query.ts';
import type { WidgetViewProps } from '../../../core/widgets/widget-type.ts';
import { peopleApi } from '../api/people-api.ts';
import { NewPartnersAttributesSchema, newPartnersRequest, peopleFilterRows } from './people-attributes.ts';

export function newPartnersQuery({
  section,
  page,
}: WidgetViewProps): WidgetQuery<Awaited<ReturnType<typeof peopleApi.newPartners>>> {
  const attributes = readAttributes(NewPartnersAttributesSchema, section.Attributes);
  const body = newPartnersRequest(attributes, peopleFilterRows({ json: attributes.json, page }));
  return {
    queryKey: ['people', 'widget', 'new-partners', body],
    fetch: (signal) => peopleApi.newPartners(body, { signal }),
  };
}
