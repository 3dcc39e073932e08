// Title cuts of spec 3 §5, §9: picker titles over 30 characters become 30 + '..'; tile titles are
// cut at the first space after 26 characters, plus '...'.
export const PICKER_TITLE_MAX = 30;
export const TILE_TITLE_CUT = 26;

export function cutPickerTitle(title: string): string {
  return title.length > PICKER_TITLE_MAX ? `${title.slice(0, PICKER_TITLE_MAX)}..` : title;
}

export function cutTileTitle(title: string): string {
  if (title.length <= TILE_TITLE_CUT) return title;
  const space = title.indexOf(' ', TILE_TITLE_CUT);
  return space === -1 ? title : `${title.slice(0, space)}...`;
}

/** The candidates shown on one page of the picker: paginated only above 50 (spec 3 §5). */
export function pickerPage<T>(items: T[], page: number, size: number): { items: T[]; pages: number } {
  if (items.length <= size) return { items, pages: 1 };
  const pages = Math.ceil(items.length / size);
  const current = Math.min(Math.max(page, 1), pages);
  return { items: items.slice((current - 1) * size, current * size), pages };
}
