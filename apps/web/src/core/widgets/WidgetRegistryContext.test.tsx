// @vitest-environment jsdom
import { act, Suspense, startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useWidgetRegistry, WidgetRegistryProvider } from './WidgetRegistryContext.tsx';
import { createWidgetRegistry, plannedWidget, type WidgetRegistry } from './widget-registry.ts';

/** Reads the registry, then keeps state of its own, as a section card does. */
function WidgetName() {
  const { types } = useWidgetRegistry();
  const [count] = useState(types.length);
  return <p>{`${count} type: ${types[0]?.displayName}`}</p>;
}

let unmount: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
});

async function renderWithRegistry(load: () => Promise<WidgetRegistry>) {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  // Sources share one load among their callers, as the composition root's do.
  let loading: Promise<WidgetRegistry> | undefined;
  const loadAll = () => {
    loading ??= load();
    return loading;
  };
  const container = document.createElement('div');
  const recovered: unknown[] = [];
  const root = createRoot(container, { onRecoverableError: (error) => recovered.push(error) });
  unmount = () => root.unmount();
  // A navigation renders in a transition: concurrently, as the app's router does.
  await act(async () =>
    startTransition(() =>
      root.render(
        <WidgetRegistryProvider sources={{ loadAll, loadFor: () => null }}>
          <Suspense fallback={<p>loading</p>}>
            <WidgetName />
          </Suspense>
        </WidgetRegistryProvider>,
      ),
    ),
  );
  return { container, recovered };
}

const registry = createWidgetRegistry([plannedWidget('Colleague Finder', 'colleaguefinder')]);

describe('the widget registry while it loads', () => {
  it('shows the fallback, then the widget once loaded, without React having to recover from an error', async () => {
    let finish: (r: WidgetRegistry) => void = () => undefined;
    const { container, recovered } = await renderWithRegistry(
      () =>
        new Promise<WidgetRegistry>((resolve) => {
          finish = resolve;
        }),
    );
    expect(container.textContent).toBe('loading');
    await act(async () => finish(registry));
    expect(container.textContent).toBe('1 type: Colleague Finder');
    expect(recovered).toEqual([]);
  });

  it('answers at once when the registry has loaded before the first render that needs it', async () => {
    const { container, recovered } = await renderWithRegistry(() => Promise.resolve(registry));
    expect(container.textContent).toBe('1 type: Colleague Finder');
    expect(recovered).toEqual([]);
  });
});
