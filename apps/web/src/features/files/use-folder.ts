// A folder's listing, cached in the browser session for one hour per folder (spec 3 §2.10, §9).
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { formatDate } from '../../ui/dates.ts';
import { downloadBlob } from '../../ui/download-blob.ts';
import { toast } from '../../ui/toast.tsx';
import { type FolderQuery, filesApi } from './files-api.ts';

export const FOLDER_CACHE_MS = 60 * 60 * 1000;

export const folderQueryKey = (folderId: string, query?: FolderQuery) =>
  query
    ? ['files', 'folder', folderId, query.sort, query.direction, query.limit, query.section ?? '']
    : ['files', 'folder', folderId];

export function useFolder(folderId: string, query: FolderQuery, isEnabled = true) {
  const result = useQuery({
    queryKey: folderQueryKey(folderId, query),
    queryFn: ({ signal }) => filesApi.folder(folderId, query, signal),
    staleTime: FOLDER_CACHE_MS,
    gcTime: FOLDER_CACHE_MS,
    retry: false,
    enabled: isEnabled,
  });
  useEffect(() => {
    // spec 3 §8: a folder that fails to load is logged; the loading state ends.
    if (result.error) console.error(`Could not load folder ${folderId}`, result.error);
  }, [result.error, folderId]);
  return result;
}

/** The message for a failed load: the server's sentence when it gave one. */
export function folderErrorMessage(error: unknown): string {
  if (isApiError(error) && error.message) return error.message;
  return 'The documents could not be loaded.';
}

export const DOWNLOAD_FAILED_MESSAGE = 'Unable to download';

export async function downloadEntry(entry: { id: string; name: string }): Promise<void> {
  try {
    downloadBlob({ blob: await filesApi.download(entry.id), fileName: entry.name });
  } catch (error) {
    console.error(`Could not download ${entry.name}`, error);
    if (isApiError(error) && (error.code === 'unauthenticated' || error.code === 'network_error')) return;
    toast.error(DOWNLOAD_FAILED_MESSAGE);
  }
}

export function formatModified(entry: { modified_at: string; modified_by: { name: string } }): string {
  const date = formatDate(entry.modified_at, { fallback: '' });
  return [entry.modified_by.name, date].filter(Boolean).join(', ');
}
