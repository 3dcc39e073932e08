// @vitest-environment jsdom
// The shell's extras wait for the first screen: until the first input, or a short grace at most.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const settled = async (promise: Promise<void>) => {
  let isDone = false;
  void promise.then(() => {
    isDone = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return isDone;
};

describe('after the first screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
  });
  afterEach(() => vi.useRealTimers());

  it('opens at the first click, before the grace has passed', async () => {
    const { afterFirstScreen } = await import('./after-first-screen.ts');
    const gate = afterFirstScreen();
    await vi.advanceTimersByTimeAsync(200);
    expect(await settled(gate)).toBe(false);
    window.dispatchEvent(new Event('pointerdown'));
    expect(await settled(gate)).toBe(true);
  });

  it('opens by itself after a moment and a half when nobody does anything', async () => {
    const { afterFirstScreen } = await import('./after-first-screen.ts');
    const gate = afterFirstScreen();
    await vi.advanceTimersByTimeAsync(1400);
    expect(await settled(gate)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(gate)).toBe(true);
    // Every later caller finds it open.
    expect(await settled(afterFirstScreen())).toBe(true);
  });
});
