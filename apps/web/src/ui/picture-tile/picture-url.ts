import { type PictureField, type peopleEndpoints, pictureAddresses } from '@atrium/contracts';
import { address } from '../../api/endpoint-address.ts';
import { endpointUrl } from '../../api/endpoint-url.ts';

export type { PictureField };

export const DEFAULT_PICTURE_FIELD: PictureField = 'SquarePhoto';

/** By address: pictures show on screens that otherwise do not wait for zod. */
export const pictureAddress = address<typeof peopleEndpoints.picture>(pictureAddresses.picture);

/** spec 3 §7: GET /api/v2/cms/image/{field}/{id}/{px}/{px}; `version` busts the cache. */
export function pictureUrl(options: {
  id: number | string;
  px: number;
  field?: PictureField;
  version?: string | null;
}): string {
  const px = Math.round(options.px);
  return endpointUrl(
    pictureAddress,
    { field: options.field ?? DEFAULT_PICTURE_FIELD, id: options.id, width: px, height: px },
    options.version ? { v: options.version } : undefined,
  );
}
