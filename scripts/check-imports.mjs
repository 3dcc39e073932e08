// The import rule of docs/ARCHITECTURE.md, checked over the import statements of the source tree.
// Web (apps/web/src): no cycle between top-level folders or between feature modules; core, ui and api
// never import app, shell or features; a module is entered through its index.ts only; nothing but
// main.tsx imports app/. Server (apps/server/src/features): no cycle between features; a feature
// uses another only through its *.service.ts or index.ts (a test may reach further, never into its
// *.repo.ts or *.endpoints.ts). Both: no import cycle between files, type-only imports included.
// With it, since the same run is `npm run check`: no module-level state in server features
// (check-module-state.mjs).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkModuleState } from './check-module-state.mjs';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const IMPORT_PATTERNS = [
  /\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bimport\s+['"]([^'"]+)['"]/g,
];

function listSources(dir) {
  if (!existsSync(dir)) return [];
  const found = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...listSources(full));
    else if (SOURCE.test(entry)) found.push(full);
  }
  return found;
}

/** Every relative import of a file, resolved to a path relative to `root` (posix separators). */
export function relativeImports(file, root) {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  const targets = new Set();
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const specifier = match[1];
      if (!specifier.startsWith('.')) continue;
      const resolved = path.resolve(path.dirname(file), specifier);
      const withIndex =
        existsSync(resolved) && statSync(resolved).isDirectory() ? path.join(resolved, 'index.ts') : resolved;
      targets.add(path.relative(root, withIndex).split(path.sep).join('/'));
    }
  }
  return [...targets];
}

/** Strongly connected groups of more than one node (Tarjan), each a cycle to report. */
export function findCycles(edges) {
  const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((set) => [...set])]);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) cycles.push(group.sort());
    }
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

function addEdge(edges, from, to) {
  if (from === to) return;
  if (!edges.has(from)) edges.set(from, new Set());
  edges.get(from).add(to);
}

/** The part of the web app a path belongs to: `core`, `ui`, … or `features/<module>`. */
function webPart(relative) {
  const [top, second] = relative.split('/');
  if (top === 'features' && second) return `features/${second}`;
  return relative.includes('/') ? top : relative;
}

const LOWER_LAYERS = new Set(['core', 'ui', 'api']);
const UPPER_PARTS = ['app', 'shell', 'features'];

export function checkWeb(webRoot) {
  const problems = [];
  const edges = new Map();
  for (const file of listSources(webRoot)) {
    const from = path.relative(webRoot, file).split(path.sep).join('/');
    const fromPart = webPart(from);
    for (const target of relativeImports(file, webRoot)) {
      if (target.startsWith('..')) continue;
      const toPart = webPart(target);
      addEdge(edges, fromPart, toPart);
      const where = `apps/web/src/${from} imports ${target}`;
      if (toPart === 'app' && fromPart !== 'app' && from !== 'main.tsx')
        problems.push(`${where}: only main.tsx imports app/`);
      if (toPart.startsWith('features/') && toPart !== fromPart && target !== `${toPart}/index.ts`)
        problems.push(`${where}: enter ${toPart} through its index.ts`);
      const fromTop = fromPart.split('/')[0];
      const toTop = toPart.split('/')[0];
      if (LOWER_LAYERS.has(fromTop) && UPPER_PARTS.includes(toTop))
        problems.push(`${where}: ${fromTop}/ may import only core/, ui/ and api/ (of those below it)`);
      if (fromTop === 'ui' && toTop === 'core') problems.push(`${where}: ui/ may not import core/`);
      if (fromTop === 'api' && (toTop === 'core' || toTop === 'ui'))
        problems.push(`${where}: api/ imports only the contracts`);
    }
  }
  problems.sort();
  for (const cycle of findCycles(edges))
    problems.push(`apps/web/src: import cycle between ${cycle.join(', ')}`);
  return problems;
}

export function checkServer(featuresRoot) {
  const problems = [];
  const edges = new Map();
  for (const file of listSources(featuresRoot)) {
    const from = path.relative(featuresRoot, file).split(path.sep).join('/');
    const fromFeature = from.split('/')[0];
    for (const target of relativeImports(file, featuresRoot)) {
      if (target.startsWith('..')) continue;
      const toFeature = target.split('/')[0];
      if (toFeature === fromFeature) continue;
      addEdge(edges, fromFeature, toFeature);
      const isTest = /\.test(-kit)?\.ts$/.test(from);
      if (/\.(repo|endpoints)\.ts$/.test(target))
        problems.push(
          `apps/server/src/features/${from} imports ${target}: call the ${toFeature} service instead`,
        );
      else if (!isTest && !/(\.service\.ts|\/index\.ts)$/.test(target))
        problems.push(
          `apps/server/src/features/${from} imports ${target}: use ${toFeature}'s service or index.ts`,
        );
    }
  }
  problems.sort();
  for (const cycle of findCycles(edges))
    problems.push(`apps/server/src/features: import cycle between ${cycle.join(', ')}`);
  return problems;
}

/** Cycles between single files of a source tree: each one makes the load order matter. */
export function checkFileCycles(sourceRoot, label) {
  const edges = new Map();
  for (const file of listSources(sourceRoot)) {
    const from = path.relative(sourceRoot, file).split(path.sep).join('/');
    for (const target of relativeImports(file, sourceRoot)) {
      if (!target.startsWith('..')) addEdge(edges, from, target);
    }
  }
  return findCycles(edges).map((cycle) => `${label}: import cycle between files ${cycle.join(', ')}`);
}

export function checkImports(repoRoot) {
  return [
    ...checkWeb(path.join(repoRoot, 'apps/web/src')),
    ...checkServer(path.join(repoRoot, 'apps/server/src/features')),
    ...checkFileCycles(path.join(repoRoot, 'apps/web/src'), 'apps/web/src'),
    ...checkFileCycles(path.join(repoRoot, 'apps/server/src'), 'apps/server/src'),
    ...checkFileCycles(path.join(repoRoot, 'packages/contracts/src'), 'packages/contracts/src'),
    ...checkModuleState(path.join(repoRoot, 'apps/server/src/features')),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const repoRoot = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
  const problems = checkImports(repoRoot);
  for (const problem of problems) process.stderr.write(`${problem}\n`);
  if (problems.length > 0) {
    process.stderr.write(`\n${problems.length} import rule violation(s); see docs/ARCHITECTURE.md.\n`);
    process.exit(1);
  }
  process.stdout.write('Import rule: ok\n');
}
