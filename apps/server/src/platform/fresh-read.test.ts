import { describe, expect, it } from 'vitest';
import { freshRead } from './fresh-read.ts';

/** A read whose answer is whatever the value is when it starts, answered when the test says. */
function controlledSource() {
  let value = 0;
  const started: { value: number; finish: () => void }[] = [];
  const read = () =>
    new Promise<number>((resolve) => {
      const seen = value;
      started.push({ value: seen, finish: () => resolve(seen) });
    });
  return {
    read,
    started,
    set: (next: number) => {
      value = next;
    },
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('freshRead', () => {
  it('answers a caller that arrives during a read with the next read, which sees the newer value', async () => {
    const source = controlledSource();
    const get = freshRead(source.read);
    const first = get();
    source.set(1); // committed after the first read began, before the second caller asks
    const second = get();
    const third = get();
    source.started[0].finish();
    expect(await first).toBe(0);
    await flush();
    expect(source.started).toHaveLength(2);
    source.started[1].finish();
    expect(await second).toBe(1);
    expect(await third).toBe(1);
  });

  it('runs at most two reads for many callers at once', async () => {
    const source = controlledSource();
    const get = freshRead(source.read);
    const answers = Array.from({ length: 50 }, () => get());
    source.started[0].finish();
    await flush();
    source.started[1].finish();
    await Promise.all(answers);
    expect(source.started).toHaveLength(2);
  });

  it('starts afresh after a failed read', async () => {
    let calls = 0;
    const get = freshRead(async () => {
      calls++;
      if (calls === 1) throw new Error('connection lost');
      return calls;
    });
    await expect(get()).rejects.toThrow('connection lost');
    expect(await get()).toBe(2);
  });
});
