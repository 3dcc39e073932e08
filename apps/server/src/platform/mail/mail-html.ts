// Text set into the HTML part of a mail: escaped, so a name or a title never becomes markup.
export const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** An address of the portal for a mail: absolute when the public address is known. */
export const portalLink = (publicUrl: string | null | undefined, path: string): string =>
  publicUrl ? new URL(path, publicUrl).toString() : path;
