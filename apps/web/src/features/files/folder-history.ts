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
