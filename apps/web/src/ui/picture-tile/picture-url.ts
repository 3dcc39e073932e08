export type PictureField = 'SquarePhoto' | 'TileImage' | 'MetaImage';

export const DEFAULT_PICTURE_FIELD: PictureField = 'SquarePhoto';

/**
 * spec 3 §7: GET /api/v2/cms/image/{field}/{id}/{px}/{px}. The endpoint is not in
 * packages/contracts yet (a later issue adds it); when it is, build this path from its contract.
 */
export function pictureUrl(options: { id: number | string; px: number; field?: PictureField }): string {
  const field = options.field ?? DEFAULT_PICTURE_FIELD;
  const px = Math.round(options.px);
  return `/api/v2/cms/image/${field}/${encodeURIComponent(String(options.id))}/${px}/${px}`;
}
