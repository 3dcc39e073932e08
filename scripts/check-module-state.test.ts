// What `npm run check` calls module-level state in a server feature, and what it lets stand.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkModuleState, moduleStateOf } from './check-module-state.mjs';

describe('module-level state', () => {
  it('names a let, a collection and an empty array or object, whatever their type says', () => {
    expect(moduleStateOf('let started = 0;')?.why).toBe('started is a module-level let');
    expect(moduleStateOf('const caches = new WeakMap<object, Cache>();')?.name).toBe('caches');
    expect(moduleStateOf('const waiting: ((worker: Worker) => void)[] = [];')?.why).toBe(
      'waiting is a module-level empty array',
    );
    expect(moduleStateOf('const byName: Map<string, () => void> = new Map();')?.name).toBe('byName');
    expect(moduleStateOf('export const seen: Record<string, number> = {};')?.name).toBe('seen');
  });

  it('lets constants, functions and read-only tables stand', () => {
    expect(moduleStateOf('const MAX_PAGES = 500;')).toBeUndefined();
    expect(moduleStateOf('const pick = (date: Range) => ({ start: date.start });')).toBeUndefined();
    expect(moduleStateOf("const MUTATING: ReadonlySet<string> = new Set(['POST']);")).toBeUndefined();
  });

  it('fails a feature file that keeps state, with no list of exceptions', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'atrium-state-'));
    try {
      mkdirSync(path.join(root, 'site'));
      writeFileSync(path.join(root, 'site/site-cache.ts'), 'const caches = new WeakMap<object, Cache>();\n');
      writeFileSync(path.join(root, 'site/site-cache.test.ts'), 'let t: TestApp;\n');
      expect(checkModuleState(root)).toEqual([
        'apps/server/src/features/site/site-cache.ts:1: caches is a module-level WeakMap; create it in buildApp and pass it in the context',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
