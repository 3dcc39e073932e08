// A route's FileJSON holds the file's id and name (spec 1 §3); anything else cannot be downloaded.
export interface RouteFile {
  id: string | number;
  name: string;
}

export function parseFileJSON(fileJSON: string | null | undefined): RouteFile | null {
  if (!fileJSON) return null;
  try {
    const parsed: unknown = JSON.parse(fileJSON);
    if (!parsed || typeof parsed !== 'object') return null;
    const { id, name } = parsed as { id?: unknown; name?: unknown };
    const hasId =
      (typeof id === 'string' && id.trim() !== '') || (typeof id === 'number' && Number.isFinite(id));
    if (!hasId) return null;
    return { id: id as string | number, name: typeof name === 'string' ? name : '' };
  } catch {
    return null;
  }
}
