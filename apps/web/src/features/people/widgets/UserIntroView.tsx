// Single Partner Promo / user intro (spec 3 §2.6): the person the userId attribute names.
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { readAttributes } from '../../../core/widgets/attributes.ts';
import type { WidgetViewProps } from '../../../core/widgets/widget-type.ts';
import { WidgetEmpty, WidgetError, WidgetLoading } from '../../../ui/widget-states.tsx';
import { peopleApi } from '../api/people-api.ts';
import { PartnerIntroCard } from './PartnerIntroCard.tsx';
import { UserIntroAttributesSchema } from './people-attributes.ts';

export function UserIntroView({ section }: WidgetViewProps) {
  const { userId } = readAttributes(UserIntroAttributesSchema, section.Attributes);
  const query = useQuery({
    queryKey: ['people', 'widget', 'user-intro', userId],
    queryFn: ({ signal }) => peopleApi.partnerIntro(userId ?? 0, { signal }),
    enabled: userId !== undefined,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
  if (userId === undefined) return <WidgetEmpty title="No person chosen" />;
  if (query.isPending) return <WidgetLoading rows={2} />;
  if (query.isError)
    return isApiError(query.error) && query.error.status === 404 ? (
      <WidgetEmpty title="This person could not be found." />
    ) : (
      <WidgetError error={query.error} message="Could not retrieve partner list." />
    );
  return <PartnerIntroCard person={query.data} isLarge />;
}
