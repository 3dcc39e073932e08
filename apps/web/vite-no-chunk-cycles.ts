import type { Plugin } from 'vite';

/** A chunk's file name and the chunks it imports statically, as the bundle lists them. */
export interface ChunkImports {
  fileName: string;
  imports: readonly string[];
}

/** The first loop of static imports among the chunks, as file names from its start back to it; null when none. */
export function firstChunkCycle(chunks: readonly ChunkImports[]): string[] | null {
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (file: string): string[] | null => {
    if (onPath.has(file)) return [...path.slice(path.indexOf(file)), file];
    if (done.has(file)) return null;
    path.push(file);
    onPath.add(file);
    for (const child of importsOf.get(file) ?? []) {
      const cycle = visit(child);
      if (cycle) return cycle;
    }
    path.pop();
    onPath.delete(file);
    done.add(file);
    return null;
  };
  for (const { fileName } of chunks) {
    const cycle = visit(fileName);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * Fails the build when chunks import each other in a loop. The browser then runs one of them before
 * the other has set its exports, and the screen that loads them breaks on an undefined value at run
 * time, which no type check sees; a change to the chunk groups in vite.config.ts can cause it.
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'atrium-no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) =>
        file.type === 'chunk' ? [{ fileName: file.fileName, imports: file.imports }] : [],
      );
      const cycle = firstChunkCycle(chunks);
      if (cycle) this.error(`chunks import each other in a loop: ${cycle.join(' → ')}`);
    },
  };
}
