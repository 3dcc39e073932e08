import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const CORE_CLASSES = /@mantine\/core\/esm\/.*\/([A-Za-z]+)\.module\.mjs$/;
const PACKAGE_CLASSES = /@mantine\/(dates|dropzone|notifications|tiptap)\/esm\/.*\.module\.mjs$/;
const START_UP_IMPORT = /@mantine\/core\/styles\/([A-Za-z-]+)\.css/g;

/**
 * Mantine's styles travel with the components that use them, so the start-up bundle carries only
 * the shell's and each screen's chunk the rest. `src/main.tsx` imports, in Mantine's order, the
 * base styles and those of the components the shell and most screens use; every other component's
 * class-name module in `@mantine/core` gains an import of its stylesheet
 * (`@mantine/core/styles/<Name>.css`), and the other Mantine packages' modules of their package's
 * one stylesheet. Loaded later than the start-up styles, they still come before the screen's own.
 */
export function mantineStylesWithComponents(root: string): Plugin {
  const main = readFileSync(path.join(root, 'src/main.tsx'), 'utf8');
  const atStartUp = new Set([...main.matchAll(START_UP_IMPORT)].map((match) => match[1]));
  return {
    name: 'atrium-mantine-styles',
    transform(code, id) {
      const core = CORE_CLASSES.exec(id);
      if (core && !atStartUp.has(core[1]))
        return { code: `${code}\nimport '@mantine/core/styles/${core[1]}.css';\n`, map: null };
      const other = PACKAGE_CLASSES.exec(id);
      if (other) return { code: `${code}\nimport '@mantine/${other[1]}/styles.css';\n`, map: null };
      return null;
    },
  };
}
