import { isApiError } from '../api/api-error.ts';
import { filesApi } from '../api/endpoints.ts';
import { parseFileJSON } from '../core/route-tree/file-json.ts';
import { downloadBlob } from '../ui/download-blob.ts';
import { toast } from '../ui/toast.tsx';

export const DOWNLOAD_FAILED_MESSAGE = 'Unable to download';

/** spec 1 §7: GET /api/v2/box/file/{id}/download, saved under the route's file name. */
export async function downloadRouteFile(options: { fileJSON: string; fileName: string }): Promise<void> {
  const file = parseFileJSON(options.fileJSON);
  if (!file) {
    toast.error(DOWNLOAD_FAILED_MESSAGE);
    return;
  }
  try {
    const blob = await filesApi.downloadBoxFile(file.id);
    downloadBlob({ blob, fileName: options.fileName || file.name || 'download' });
  } catch (error) {
    // A lapsed session or a lost connection is already handled (toast, then sign-in).
    if (isApiError(error) && (error.code === 'unauthenticated' || error.code === 'network_error')) return;
    toast.error(DOWNLOAD_FAILED_MESSAGE);
  }
}
