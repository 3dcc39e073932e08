// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useRevealInTurn } from './use-reveal-in-turn.ts';

function Sections({ count }: { count: number }) {
  const shown = useRevealInTurn(count);
  return (
    <p>{Array.from({ length: count }, (_, i) => (i < shown ? `section ${i + 1}` : 'waiting')).join(', ')}</p>
  );
}

const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve)));

let unmount: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
});

describe('sections shown in turn', () => {
  it('shows none with the first render, then one more in each task after it, in order', async () => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    const container = document.createElement('div');
    const root = createRoot(container);
    unmount = () => root.unmount();
    act(() => root.render(<Sections count={3} />));
    expect(container.textContent).toBe('waiting, waiting, waiting');
    await nextTask();
    expect(container.textContent).toBe('section 1, waiting, waiting');
    await nextTask();
    expect(container.textContent).toBe('section 1, section 2, waiting');
    await nextTask();
    expect(container.textContent).toBe('section 1, section 2, section 3');
    await nextTask();
    expect(container.textContent).toBe('section 1, section 2, section 3');
  });
});
