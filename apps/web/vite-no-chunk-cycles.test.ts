import { describe, expect, it } from 'vitest';
import { firstChunkCycle } from './vite-no-chunk-cycles.ts';

describe('firstChunkCycle', () => {
  it('finds two chunks importing each other, named from where the loop starts', () => {
    const chunks = [
      { fileName: 'index.js', imports: [] },
      { fileName: 'shared.js', imports: ['index.js', 'report-widgets.js'] },
      { fileName: 'report-widgets.js', imports: ['shared.js'] },
    ];
    expect(firstChunkCycle(chunks)).toEqual(['shared.js', 'report-widgets.js', 'shared.js']);
  });

  it('finds a loop through three chunks', () => {
    const chunks = [
      { fileName: 'a.js', imports: ['b.js'] },
      { fileName: 'b.js', imports: ['c.js'] },
      { fileName: 'c.js', imports: ['a.js'] },
    ];
    expect(firstChunkCycle(chunks)).toEqual(['a.js', 'b.js', 'c.js', 'a.js']);
  });

  it('accepts chunks that share an import without a loop', () => {
    const chunks = [
      { fileName: 'index.js', imports: [] },
      { fileName: 'ui-kit.js', imports: ['index.js'] },
      { fileName: 'LearnScreen.js', imports: ['ui-kit.js', 'index.js'] },
      { fileName: 'ContentPage.js', imports: ['ui-kit.js', 'index.js'] },
    ];
    expect(firstChunkCycle(chunks)).toBeNull();
  });
});
