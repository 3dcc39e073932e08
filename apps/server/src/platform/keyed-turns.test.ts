import { describe, expect, it } from 'vitest';
import { keyedTurns } from './keyed-turns.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('keyedTurns', () => {
  it('runs work on one key one at a time, in order, and other keys meanwhile', async () => {
    const inTurn = keyedTurns();
    const events: string[] = [];
    const job = (key: string, name: string) =>
      inTurn(key, async () => {
        events.push(`${name} starts`);
        await tick();
        events.push(`${name} ends`);
        return name;
      });
    const answers = await Promise.all([
      job('home', 'a'),
      job('home', 'b'),
      job('news', 'c'),
      job('home', 'd'),
    ]);
    expect(answers).toEqual(['a', 'b', 'c', 'd']);
    const home = events.filter((e) => /^[abd] /.test(e));
    expect(home).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'd starts', 'd ends']);
    // The other key did not wait for the first key's queue.
    expect(events.indexOf('c starts')).toBeLessThan(events.indexOf('a ends'));
  });

  it('goes on with the next work after one fails', async () => {
    const inTurn = keyedTurns();
    const failed = inTurn('home', async () => {
      throw new Error('refused');
    });
    const next = inTurn('home', async () => 'saved');
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toBe('saved');
  });
});
