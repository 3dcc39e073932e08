// Back and forward through the folders a browser has shown, like a web browser's history.
export interface FolderHistory {
  stack: string[];
  index: number;
}

export const startHistory = (folderId: string): FolderHistory => ({ stack: [folderId], index: 0 });

export const currentFolder = (h: FolderHistory) => h.stack[h.index];
export const canGoBack = (h: FolderHistory) => h.index > 0;
export const canGoForward = (h: FolderHistory) => h.index < h.stack.length - 1;

/** Opening a folder drops whatever was ahead, as a browser does. */
export function openFolder(h: FolderHistory, folderId: string): FolderHistory {
  if (currentFolder(h) === folderId) return h;
  const stack = [...h.stack.slice(0, h.index + 1), folderId];
  return { stack, index: stack.length - 1 };
}

export const goBack = (h: FolderHistory): FolderHistory => (canGoBack(h) ? { ...h, index: h.index - 1 } : h);
export const goForward = (h: FolderHistory): FolderHistory =>
  canGoForward(h) ? { ...h, index: h.index + 1 } : h;

/**
 * A folder's path from the top folder a browser may reach (a widget's folder) on; the whole path
 * when that folder is not on it (an admin looking at a folder the widget has not saved yet).
 */
export function pathFrom<C extends { id: string }>(path: C[], topFolderId: string | undefined): C[] {
  const top = topFolderId === undefined ? -1 : path.findIndex((crumb) => crumb.id === topFolderId);
  return top > 0 ? path.slice(top) : path;
}
