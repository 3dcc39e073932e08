// State in the open (/work/shared/docs/style.md): no server feature file keeps mutable state at
// module level, where a reader has to find it and every app of a process (each test file builds
// several) would share it. Caches are created by buildApp and handed through the context.
// Read line by line, at column 0 only (module level): a `let`/`var`, a `new Map/Set/WeakMap/WeakSet`,
// or an empty `[]`/`{}` (only ever useful when filled later). A constant lookup table stays allowed
// when typed `ReadonlyMap`/`ReadonlySet`: then the compiler, not this check, proves nobody fills it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// A type may hold `=>` (a function type); the `=` that gives the value is not followed by `>`.
const DECLARATION =
  /^(?:export\s+)?(let|var|const)\s+([A-Za-z_$][\w$]*)\s*(?::\s*((?:[^=]|=>)+?))?\s*=(?!>)\s*(.*)$/;
const COLLECTION = /^new\s+(Map|Set|WeakMap|WeakSet)\b/;
const EMPTY = /^(\[\s*\]|\{\s*\})\s*;?\s*$/;

function listFeatureSources(dir) {
  if (!existsSync(dir)) return [];
  const found = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...listFeatureSources(full));
    else if (/\.tsx?$/.test(entry) && !/\.test(-kit)?\.ts$/.test(entry)) found.push(full);
  }
  return found;
}

/** The name of what one module-level line keeps mutable, and why, or undefined when it keeps none. */
export function moduleStateOf(line) {
  const match = DECLARATION.exec(line);
  if (!match) return undefined;
  const [, keyword, name, type = '', value] = match;
  if (keyword !== 'const') return { name, why: `${name} is a module-level ${keyword}` };
  const collection = COLLECTION.exec(value);
  if (collection) {
    const kind = collection[1];
    if ((kind === 'Map' || kind === 'Set') && type.trim().startsWith(`Readonly${kind}`)) return undefined;
    const hint = kind === 'Map' || kind === 'Set' ? ` (a constant table is typed Readonly${kind})` : '';
    return { name, why: `${name} is a module-level ${kind}${hint}` };
  }
  if (EMPTY.test(value))
    return { name, why: `${name} is a module-level empty ${value.startsWith('[') ? 'array' : 'object'}` };
  return undefined;
}

export function checkModuleState(featuresRoot) {
  const problems = [];
  for (const file of listFeatureSources(featuresRoot)) {
    const from = path.relative(featuresRoot, file).split(path.sep).join('/');
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      const state = moduleStateOf(line);
      if (state)
        problems.push(
          `apps/server/src/features/${from}:${index + 1}: ${state.why}; create it in buildApp and pass it in the context`,
        );
    });
  }
  return problems.sort();
}
