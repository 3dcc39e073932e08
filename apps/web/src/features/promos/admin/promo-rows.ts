// Sorting the Promos Admin table.
import { PAGE_KIND_TITLES, type PromoAdminRow } from '@atrium/contracts';

export type PromoSortKey = 'title' | 'kind' | 'metaTitle' | 'description' | 'image' | 'tags';

const sortValue: Record<PromoSortKey, (row: PromoAdminRow) => string> = {
  title: (row) => row.Title,
  kind: (row) => PAGE_KIND_TITLES[row.Kind],
  metaTitle: (row) => row.MetaTitle,
  description: (row) => row.MetaDescription,
  image: (row) => (row.MetaImage.OID ? '0' : '1'),
  tags: (row) => row.Tags.join(', ') || '\uffff',
};

export function comparePromoRows(a: PromoAdminRow, b: PromoAdminRow, key: PromoSortKey): number {
  return (
    sortValue[key](a).localeCompare(sortValue[key](b), undefined, { sensitivity: 'base' }) ||
    a.FullPath.localeCompare(b.FullPath)
  );
}
