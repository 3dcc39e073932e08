// While a site admin previews the portal as someone else (docs/permissions.md, _Preview as_), every
// call that only reads carries whom to preview as, and the server answers as that reader. The
// choice lasts for this tab until it is left; starting or leaving reloads, so nothing kept from
// one view shows in the other.
const STORAGE_KEY = 'atrium.previewAs';

/** The contracts' `PREVIEW_AS_HEADER`, kept here so the start-up bundle does not load zod. */
export const PREVIEW_AS_HEADER = 'X-Preview-As';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The preview under way in this tab, as the header's text (`person:12`, `role:Researcher,office:3`). */
export function readPreviewAs(): { value: string } | null {
  const value = storage()?.getItem(STORAGE_KEY);
  return value ? { value } : null;
}

/** Ends the preview without reloading: signing in or out starts afresh as oneself. */
export function forgetPreviewAs(): void {
  storage()?.removeItem(STORAGE_KEY);
}

export function startPreviewAs(value: string): void {
  storage()?.setItem(STORAGE_KEY, value);
  window.location.reload();
}

export function leavePreviewAs(): void {
  forgetPreviewAs();
  window.location.reload();
}
