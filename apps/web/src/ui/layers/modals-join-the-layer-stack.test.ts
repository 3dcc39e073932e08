// Escape closes only the innermost layer, and a form holding changes asks before it goes, only if
// every modal and drawer is on the layer stack: one taken straight from Mantine would close on
// any Escape pressed inside it, palettes and pickers included.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(import.meta.dirname, '../..');
const THE_LAYERS = path.join('ui', 'layers');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('modals and drawers', () => {
  it('are all LayerModal or LayerDrawer', () => {
    const direct = sourceFiles(SOURCE)
      .filter((file) => !path.relative(SOURCE, file).startsWith(THE_LAYERS))
      .filter((file) => /<(Modal|Drawer)[\s>.]/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SOURCE, file));
    expect(direct).toEqual([]);
  });
});
