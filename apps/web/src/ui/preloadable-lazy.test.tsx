// @vitest-environment jsdom
// A component loaded on demand shows its stand-in, then itself, without ever suspending: React holds
// a Suspense boundary's content back for 300 ms after its fallback showed, which a screen whose code
// arrives a moment late would otherwise wait for.
import { act, Component, type ReactNode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy.ts';
import { allowDomRendering } from './test-dom.ts';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>could not load</p> : this.props.children;
  }
}

const suspendedFallbacks: string[] = [];
function Suspended() {
  suspendedFallbacks.push('shown');
  return <p>suspended</p>;
}

let unmount: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  suspendedFallbacks.length = 0;
});

async function render(ui: ReactNode): Promise<HTMLElement> {
  allowDomRendering();
  const container = document.createElement('div');
  const root = createRoot(container, { onRecoverableError: () => undefined });
  unmount = () => root.unmount();
  await act(async () =>
    root.render(
      <Boundary>
        <Suspense fallback={<Suspended />}>{ui}</Suspense>
      </Boundary>,
    ),
  );
  return container;
}

/** A module whose code arrives when the test says so. */
function deferredModule() {
  let arrive: () => void = () => undefined;
  let fail: () => void = () => undefined;
  let loads = 0;
  const load = () => {
    loads++;
    return new Promise<(props: { name: string }) => ReactNode>((resolve, reject) => {
      arrive = () => resolve(({ name }) => <p>{`Hello ${name}`}</p>);
      fail = () => reject(new Error('chunk failed'));
    });
  };
  return { load, arrive: () => arrive(), fail: () => fail(), loads: () => loads };
}

describe('a component loaded on demand', () => {
  it('shows its stand-in until its code arrives, then itself, and never suspends', async () => {
    const module = deferredModule();
    const Greeting = preloadableLazy(module.load, { standIn: <p>loading greeting</p> });
    const container = await render(<Greeting name="Ada" />);
    expect(container.textContent).toBe('loading greeting');
    await act(async () => module.arrive());
    expect(container.textContent).toBe('Hello Ada');
    expect(suspendedFallbacks).toEqual([]);
  });

  it('renders at once when its code was fetched ahead', async () => {
    const module = deferredModule();
    const Greeting = preloadableLazy(module.load, { standIn: <p>loading greeting</p> });
    const preloaded = Greeting.preload();
    module.arrive();
    await preloaded;
    const container = await render(<Greeting name="Grace" />);
    expect(container.textContent).toBe('Hello Grace');
    expect(Greeting.isLoaded()).toBe(true);
    expect(module.loads()).toBe(1);
  });

  it('hands a failed load to the error boundary, and a later mount loads it again', async () => {
    const module = deferredModule();
    const Greeting = preloadableLazy(module.load);
    const container = await render(<Greeting name="Ada" />);
    await act(async () => module.fail());
    expect(container.textContent).toBe('could not load');
    act(() => unmount?.());

    const again = await render(<Greeting name="Ada" />);
    await act(async () => module.arrive());
    expect(again.textContent).toBe('Hello Ada');
    expect(module.loads()).toBe(2);
  });
});

describe('a component loaded after the first screen', () => {
  it('asks for its code only once its gate opens, its stand-in showing until then', async () => {
    const module = deferredModule();
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const Greeting = preloadableLazy(module.load, {
      standIn: <p>loading greeting</p>,
      loadsAfter: () => gate,
    });
    const container = await render(<Greeting name="Ada" />);
    expect(module.loads()).toBe(0);
    await act(async () => open());
    expect(module.loads()).toBe(1);
    await act(async () => module.arrive());
    expect(container.textContent).toBe('Hello Ada');
  });

  it('loads at once when someone asks for it ahead, whatever its gate', async () => {
    const module = deferredModule();
    const Greeting = preloadableLazy(module.load, { loadsAfter: () => new Promise<void>(() => undefined) });
    const preloaded = Greeting.preload();
    module.arrive();
    await preloaded;
    const container = await render(<Greeting name="Grace" />);
    expect(container.textContent).toBe('Hello Grace');
  });
});
