import { isApiError } from '../api/api-error.ts';
import { filesApi } from '../api/endpoints.ts';
import { parseFileJSON } from '../core/route-tree/file-json.ts';
import { toast } from '../ui/toast.tsx';

export const DOWNLOAD_FAILED_MESSAGE = 'Unable to download';

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** spec 1 §7: GET /api/v2/box/file/{id}/download, saved under the route's file name. */
export async function downloadRouteFile(options: { fileJSON: string; fileName: string }): Promise<void> {
  const file = parseFileJSON(options.fileJSON);
  if (!file) {
    toast.error(DOWNLOAD_FAILED_MESSAGE);
    return;
  }
  try {
    const blob = await filesApi.downloadBoxFile(file.id);
    saveBlob(blob, options.fileName || file.name || 'download');
  } catch (error) {
    // A lapsed session or a lost connection is already handled (toast, then sign-in).
    if (isApiError(error) && (error.code === 'unauthenticated' || error.code === 'network_error')) return;
    toast.error(DOWNLOAD_FAILED_MESSAGE);
  }
}
