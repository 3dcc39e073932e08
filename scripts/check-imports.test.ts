import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImports, findCycles } from './check-imports.mjs';

let repo: string | undefined;

function write(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atrium-imports-'));
  repo = dir;
  for (const [name, text] of Object.entries(files)) {
    const full = path.join(dir, name);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  return checkImports(dir);
}

afterEach(() => {
  if (repo) rmSync(repo, { recursive: true, force: true });
});

const web = (name: string) => `apps/web/src/${name}`;
const server = (name: string) => `apps/server/src/features/${name}`;

describe('the import rule', () => {
  it('holds on this repository', () => {
    repo = undefined;
    expect(checkImports(path.resolve(import.meta.dirname, '..'))).toEqual([]);
  });

  it('passes a tree that keeps it', () => {
    expect(
      write({
        [web('main.tsx')]: "import { App } from './app/App.tsx';",
        [web('app/App.tsx')]: "import { ContentPage } from '../features/site/index.ts';",
        [web('features/site/index.ts')]: "export { ContentPage } from './ContentPage.tsx';",
        [web('features/site/ContentPage.tsx')]:
          "import { useSession } from '../../core/session.ts';\nimport { Table } from '../../ui/Table.tsx';",
        [web('features/reports/index.ts')]: "export * from '../site/index.ts';",
        [web('core/session.ts')]: "import { call } from '../api/client.ts';",
        [web('ui/Table.tsx')]: "import type { X } from '../api/client.ts';",
        [web('api/client.ts')]: "import { z } from 'zod';",
        [server('site/site.service.ts')]: "import * as repo from './site.repo.ts';",
        [server('site/site.repo.ts')]: '',
        [server('import/import.service.ts')]:
          "import { invalidateReportData } from '../reports/report-data.service.ts';",
        [server('reports/report-data.service.ts')]: '',
      }),
    ).toEqual([]);
  });

  it('refuses a module reaching into another module, and anything but main.tsx importing app/', () => {
    const problems = write({
      [web('main.tsx')]: "import { App } from './app/App.tsx';",
      [web('app/App.tsx')]: '',
      [web('app/session.ts')]: '',
      [web('features/reports/index.ts')]: '',
      [web('features/reports/KpiBoxes.tsx')]: '',
      [web('features/site/Widget.tsx')]: `import { KpiBoxes } from '../reports/KpiBoxes.tsx';
import {
  useSession,
} from '../../app/session.ts';`,
    });
    expect(problems).toEqual([
      'apps/web/src/features/site/Widget.tsx imports app/session.ts: only main.tsx imports app/',
      'apps/web/src/features/site/Widget.tsx imports features/reports/KpiBoxes.tsx: enter features/reports through its index.ts',
    ]);
  });

  it('refuses a lower layer importing an upper one, and the cycle it makes', () => {
    const problems = write({
      [web('core/editing.ts')]: "const shell = () => import('../shell/AdminTray.tsx');",
      [web('shell/AdminTray.tsx')]: "import { editing } from '../core/editing.ts';",
    });
    expect(problems).toContain(
      'apps/web/src/core/editing.ts imports shell/AdminTray.tsx: core/ may import only core/, ui/ and api/ (of those below it)',
    );
    expect(problems).toContain('apps/web/src: import cycle between core, shell');
  });

  it("refuses a server feature importing another feature's repository or routes, and feature cycles", () => {
    const problems = write({
      [server('pages/pages.service.ts')]: "import type { RouteRow } from '../routes/routes.repo.ts';",
      [server('routes/route-moves.service.ts')]: "import { copyPage } from '../pages/pages.service.ts';",
      [server('routes/routes.repo.ts')]: '',
    });
    expect(problems).toEqual([
      'apps/server/src/features/pages/pages.service.ts imports routes/routes.repo.ts: call the routes service instead',
      'apps/server/src/features: import cycle between pages, routes',
    ]);
  });

  it("refuses a server feature using another's inner files, but lets its tests reach them", () => {
    const problems = write({
      [server('calendar/calendar.service.ts')]: "import { sanitizeRichText } from '../site/rich-text.ts';",
      [server('calendar/calendar.test.ts')]: "import { sanitizeRichText } from '../site/rich-text.ts';",
      [server('outbox/outbox.service.ts')]: "import { sanitizeRichText } from '../site/index.ts';",
      [server('site/index.ts')]: "export { sanitizeRichText } from './rich-text.ts';",
      [server('site/rich-text.ts')]: '',
    });
    expect(problems).toEqual([
      "apps/server/src/features/calendar/calendar.service.ts imports site/rich-text.ts: use site's service or index.ts",
    ]);
  });

  it('refuses an import cycle between two files of one folder, type-only imports included', () => {
    const problems = write({
      [web('features/site/RouteTree.tsx')]: "const load = () => import('./SortableRouteTree.tsx');",
      [web('features/site/SortableRouteTree.tsx')]: "import type { Props } from './RouteTree.tsx';",
      'apps/server/src/platform/http.ts': "import { parse } from './json-body.ts';",
      'apps/server/src/platform/json-body.ts': "import { assertPlainInput } from './http.ts';",
    });
    expect(problems).toEqual([
      'apps/web/src: import cycle between files features/site/RouteTree.tsx, features/site/SortableRouteTree.tsx',
      'apps/server/src: import cycle between files platform/http.ts, platform/json-body.ts',
    ]);
  });

  it('finds every group of mutually reachable nodes once', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a', 'd'])],
      ['d', new Set(['e'])],
      ['e', new Set(['d'])],
      ['f', new Set(['a'])],
    ]);
    expect(findCycles(edges)).toEqual([
      ['d', 'e'],
      ['a', 'b', 'c'],
    ]);
  });

  it('refuses state kept at module level in a server feature, and lets a read-only table be', () => {
    const problems = write({
      [server('site/page-cache.ts')]: `const OWN: ReadonlySet<string> = new Set(['a']);
const byId: ReadonlyMap<string, number> = new Map([['a', 1]]);
const caches = new WeakMap<object, string>();
const recent = new Map<string, string>();
export let today = '';
const idle: Worker[] = [];
function keep() {
  let local = 0;
  const seen = new Set<string>();
  return { local, seen };
}`,
      [server('site/page-cache.test.ts')]: 'let shared = 0;',
    });
    expect(problems).toEqual([
      'apps/server/src/features/site/page-cache.ts:3: caches is a module-level WeakMap; create it in buildApp and pass it in the context',
      'apps/server/src/features/site/page-cache.ts:4: recent is a module-level Map (a constant table is typed ReadonlyMap); create it in buildApp and pass it in the context',
      'apps/server/src/features/site/page-cache.ts:5: today is a module-level let; create it in buildApp and pass it in the context',
      'apps/server/src/features/site/page-cache.ts:6: idle is a module-level empty array; create it in buildApp and pass it in the context',
    ]);
  });
});
