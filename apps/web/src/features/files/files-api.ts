// The file-storage calls, typed from the contracts (packages/contracts/src/files.ts).
import {
  assetEndpoints,
  type FileEntry,
  type FolderListing,
  type FolderSort,
  fileEndpoints,
} from '@atrium/contracts';
import { callEndpoint, callEndpointForFile, fillEndpointPath } from '../../api/call-endpoint.ts';
import { endpointUrl } from '../../api/endpoint-url.ts';
import { uploadFile } from '../../api/upload-file.ts';

export interface FolderQuery {
  sort: FolderSort;
  direction: 0 | 1;
  limit: number;
  /** The saved Box Documents widget browsed; the server bounds the listing by its folder. */
  section?: string;
}

export const filesApi = {
  folder: (folderId: string, query: FolderQuery, signal?: AbortSignal): Promise<FolderListing> =>
    callEndpoint(fileEndpoints.folder, { params: { folderId }, query, signal }),
  download: (id: string) => callEndpointForFile(assetEndpoints.downloadFile, { params: { id } }),
  thumbnailUrl: (id: string) => endpointUrl(fileEndpoints.thumbnail, { id }),
  createFolder: (parentId: string, name: string): Promise<FileEntry> =>
    callEndpoint(fileEndpoints.createLocalFolder, { body: { parentId, name } }),
  upload: (folderId: string, file: File): Promise<FileEntry> =>
    uploadFile({
      endpoint: {
        ...fileEndpoints.uploadLocalFile,
        path: fillEndpointPath(fileEndpoints.uploadLocalFile.path, { folderId }),
      },
      file,
    }),
  rename: (id: string, name: string): Promise<FileEntry> =>
    callEndpoint(fileEndpoints.renameLocalEntry, { params: { id }, body: { name } }),
  remove: (id: string) => callEndpoint(fileEndpoints.deleteLocalEntry, { params: { id } }),
};
