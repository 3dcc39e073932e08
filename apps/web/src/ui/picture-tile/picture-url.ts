import { type PictureField, peopleEndpoints } from '@atrium/contracts';
import { endpointUrl } from '../../api/endpoint-url.ts';

export type { PictureField };

export const DEFAULT_PICTURE_FIELD: PictureField = 'SquarePhoto';

/** spec 3 §7: GET /api/v2/cms/image/{field}/{id}/{px}/{px}, from its contract; `version` busts the cache. */
export function pictureUrl(options: {
  id: number | string;
  px: number;
  field?: PictureField;
  version?: string | null;
}): string {
  const px = Math.round(options.px);
  return endpointUrl(
    peopleEndpoints.picture,
    { field: options.field ?? DEFAULT_PICTURE_FIELD, id: options.id, width: px, height: px },
    options.version ? { v: options.version } : undefined,
  );
}
