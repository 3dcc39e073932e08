// People Tile View (member-list-promo, spec 3 §2.6): a grid of large clickable pictures.
import { useQuery } from '@tanstack/react-query';
import { readAttributes } from '../../../core/widgets/attributes.ts';
import type { WidgetViewProps } from '../../../core/widgets/widget-type.ts';
import { PictureTile } from '../../../ui/picture-tile/index.ts';
import { WidgetEmpty, WidgetError, WidgetLoading } from '../../../ui/widget-states.tsx';
import { peopleApi } from '../api/people-api.ts';
import { useProfileHref } from '../directory/person-links.ts';
import { TileGrid } from '../directory/TileGrid.tsx';
import { MemberPromoAttributesSchema, memberPromoRequest, peopleFilterRows } from './people-attributes.ts';

export function MemberPromoView({ section, page }: WidgetViewProps) {
  const attributes = readAttributes(MemberPromoAttributesSchema, section.Attributes);
  const body = memberPromoRequest(attributes, peopleFilterRows({ json: attributes.json, page }));
  const query = useQuery({
    queryKey: ['people', 'widget', 'member-list-promo', body],
    queryFn: ({ signal }) => peopleApi.memberListPromo(body, { signal }),
  });
  const profileHref = useProfileHref();
  if (query.isPending) return <WidgetLoading rows={2} />;
  if (query.isError) return <WidgetError error={query.error} message="Could not retrieve partner list." />;
  if (query.data.length === 0) return <WidgetEmpty title="No results" />;
  return (
    <TileGrid>
      {query.data.map((p) => (
        <PictureTile
          key={p.Id}
          name={p.fullName}
          id={p.pictureId}
          isReactive
          city={p.location?.Name ?? p.city}
          details={[p.title, p.license?.Name ?? ''].filter(Boolean)}
          href={profileHref(p.Id)}
        />
      ))}
    </TileGrid>
  );
}
