// The server's reasons for refusing a route, by form field, so each shows under its
// field instead of only in one general message.
import { NAME_TAKEN_MESSAGE, PATH_TAKEN_MESSAGE } from '@atrium/contracts';
import { isApiError } from '../../../api/api-error.ts';
import type { RouteForm } from './route-form.ts';

export type RouteFieldErrors = Partial<Record<keyof RouteForm, string>>;

/** The first reason per field of a failed save; a taken name or path is the server's code. */
export function fieldErrorsOf(error: unknown): RouteFieldErrors {
  if (!isApiError(error)) return {};
  if (error.code === 'nameTaken') return { VueRouterName: NAME_TAKEN_MESSAGE };
  if (error.code === 'pathTaken') return { VueRouterPath: PATH_TAKEN_MESSAGE };
  const errors: Record<string, string> = {};
  for (const issue of error.issues ?? []) {
    // A nested field (MetaImage.OID) shows under the field that holds it.
    const field = issue.path.split('.')[0];
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors as RouteFieldErrors;
}

export function withoutFields(errors: RouteFieldErrors, fields: string[]): RouteFieldErrors {
  if (!fields.some((field) => field in errors)) return errors;
  const rest: Record<string, string> = { ...errors };
  for (const field of fields) delete rest[field];
  return rest as RouteFieldErrors;
}
