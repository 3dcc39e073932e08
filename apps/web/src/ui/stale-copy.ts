// spec 1 §5: saving from a copy older than the server's asks before overwriting; yes sends it
// again with Force, no leaves things as they are.
import { STALE_COPY_MESSAGE } from '@atrium/contracts';
import { isApiError } from '../api/api-error.ts';
import { confirmAction } from './confirm.tsx';

/** Sends once; on a stale copy asks, then sends with force. Undefined when the user declines. */
export async function sendConfirmingStaleCopy<T>(
  send: (force: boolean) => Promise<T>,
): Promise<T | undefined> {
  try {
    return await send(false);
  } catch (error) {
    if (!isApiError(error) || error.code !== 'stale_version') throw error;
    const isOverwriting = await confirmAction({
      title: 'Newer changes on the server',
      message: STALE_COPY_MESSAGE,
      confirmLabel: 'Overwrite',
    });
    return isOverwriting ? send(true) : undefined;
  }
}
