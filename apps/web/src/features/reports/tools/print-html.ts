// The dashboard as one self-contained HTML page for POST /api/v1/reports/print: the server's
// Chromium renders it offline with scripts off, so every style travels inline.
function inlineStyles(): string {
  const parts: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      for (const rule of Array.from(sheet.cssRules)) parts.push(rule.cssText);
    } catch {
      // A cross-origin sheet cannot be read; the page prints without it.
    }
  }
  return parts.join('\n');
}

/** A copy of `root` without its buttons and inputs, styled as on screen. */
export function buildPrintHtml(root: HTMLElement, title: string): string {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const node of Array.from(copy.querySelectorAll('[data-print-hide]'))) node.remove();
  const escapedTitle = title.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c] ?? c);
  return `<!doctype html><html lang="en" data-mantine-color-scheme="light"><head><meta charset="utf-8"><title>${escapedTitle}</title><style>${inlineStyles()}
body { padding: 16px; background: #fff; } section, .mantine-Paper-root { break-inside: avoid; }</style></head><body>${copy.outerHTML}</body></html>`;
}
