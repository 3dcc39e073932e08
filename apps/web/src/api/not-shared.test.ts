// Data a user may not see is told apart from a failure in the client, once for every screen: a 403
// that names a missing permission flag (docs/permissions.md) reads as "not shared", nothing else does.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { missingPermissionOf } from './api-error.ts';
import { apiRequest } from './client.ts';

const answerWith = (body: unknown, status: number) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );

const failureOf = (path: string) => apiRequest(path, { method: 'POST', body: {} }).catch((e: unknown) => e);

afterEach(() => vi.unstubAllGlobals());

describe('a refused call', () => {
  it('reads as not shared when the 403 names the flag the user lacks', async () => {
    answerWith(
      {
        code: 'forbidden',
        message: 'You do not have the ViewFinancials permission.',
        permission: 'ViewFinancials',
      },
      403,
    );
    const error = await failureOf('/api/v2/widget/topPartners');
    expect(missingPermissionOf(error)).toBe('ViewFinancials');
    expect(error).toMatchObject({ status: 403, message: 'You do not have the ViewFinancials permission.' });
  });

  it('stays a failure when the 403 names no flag, or the server failed', async () => {
    answerWith({ code: 'forbidden', message: 'You do not have access to this.' }, 403);
    expect(missingPermissionOf(await failureOf('/api/v2/admin/groups'))).toBeNull();
    answerWith({ code: 'internal', message: 'Something went wrong. Please try again.' }, 500);
    expect(missingPermissionOf(await failureOf('/api/v2/widget/topPartners'))).toBeNull();
    expect(missingPermissionOf(new Error('offline'))).toBeNull();
  });
});
