// The refusals the site's services share, worded as the spec words them (spec 1 §5, §7).
import {
  NAME_TAKEN_MESSAGE,
  PATH_TAKEN_MESSAGE,
  ROOT_MISSING_MESSAGE,
  STALE_COPY_MESSAGE,
} from '@atrium/contracts';
import { AppError, notFound } from '../../platform/errors.ts';

export const nameTaken = () => new AppError('nameTaken', NAME_TAKEN_MESSAGE, 409);
export const pathTaken = () => new AppError('pathTaken', PATH_TAKEN_MESSAGE, 409);
export const rootMissing = () => new AppError('not_found', ROOT_MISSING_MESSAGE, 404);
export const staleCopy = () => new AppError('stale_version', STALE_COPY_MESSAGE, 409);
export const pageMissing = () => notFound('This page does not exist.');
export const beneathItself = () =>
  new AppError('validation_failed', 'A page cannot be moved beneath itself.', 400);
