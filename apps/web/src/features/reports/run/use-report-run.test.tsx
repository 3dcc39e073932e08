// @vitest-environment jsdom
// The one run hook as a report screen uses it (spec 2 §4): a new run cancels the one in flight and
// its answer never shows; the same request is answered from the client cache; Refresh asks again.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { type FetchRun, NEW_REQUEST_REASON, useReportRun } from './use-report-run.ts';

interface Run {
  Id: number;
  runId: string;
  name: string;
}
interface Call {
  request: string;
  refresh: boolean;
  saveReport: boolean;
  signal: AbortSignal;
  answer: (run: Run) => void;
}

type Hook = ReturnType<typeof useReportRun<string, Run>>;
let hook: Hook;
let root: Root | undefined;
let container: HTMLElement | undefined;

function Harness({ fetchRun }: { fetchRun: FetchRun<string, Run> }) {
  hook = useReportRun<string, Run>({ kind: 'test', fetchRun });
  return null;
}

/** Renders the hook with a fetch that waits until the test answers each call. */
async function renderRun(): Promise<Call[]> {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const calls: Call[] = [];
  const fetchRun: FetchRun<string, Run> = (request, options) =>
    new Promise<Run>((resolve) => calls.push({ request, ...options, answer: resolve }));
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () =>
    root?.render(
      <QueryClientProvider client={client}>
        <Harness fetchRun={fetchRun} />
      </QueryClientProvider>,
    ),
  );
  return calls;
}

const runOf = (name: string, Id = 1): Run => ({ Id, runId: `${name}`.padEnd(32, '0'), name });
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
});

describe('a report run', () => {
  it('drops the answer of a run a newer run replaced, even one that arrived first', async () => {
    const calls = await renderRun();
    await act(async () => void hook.run('London'));
    await act(async () => void hook.run('Paris'));
    expect(calls[0].signal.aborted).toBe(true);
    expect((calls[0].signal.reason as Error).message).toBe(NEW_REQUEST_REASON);
    await act(async () => calls[0].answer(runOf('London')));
    await settle();
    expect(hook.state.status).toBe('loading');
    expect(hook.state.run).toBeNull();
    await act(async () => calls[1].answer(runOf('Paris')));
    await settle();
    expect(hook.state.run?.name).toBe('Paris');
    expect(hook.state.runId).toBe(runOf('Paris').runId);
  });

  it('never shows an answer queued for display just before a newer run started', async () => {
    const calls = await renderRun();
    await act(async () => void hook.run('London'));
    await act(async () => {
      calls[0].answer(runOf('London'));
      // the answer is on its way to the screen when the reader starts another report
      await Promise.resolve();
      await Promise.resolve();
      void hook.run('Paris');
    });
    await settle();
    expect(hook.state.run).toBeNull();
    expect(hook.state.status).toBe('loading');
  });

  it('answers a request it ran before from the cache, without asking the server', async () => {
    const calls = await renderRun();
    await act(async () => void hook.run('London'));
    await act(async () => calls[0].answer(runOf('London', 7)));
    await act(async () => void hook.run('Paris'));
    await act(async () => calls[1].answer(runOf('Paris')));
    await act(async () => void hook.run('London'));
    expect(calls).toHaveLength(2);
    expect(hook.state.status).toBe('done');
    expect(hook.state.run).toEqual(runOf('London', 7));
  });

  it('asks the server again on Refresh, past its cache, keeping the saved report', async () => {
    const calls = await renderRun();
    await act(async () => void hook.run('London'));
    expect(calls[0]).toMatchObject({ refresh: false, saveReport: true });
    await act(async () => calls[0].answer({ ...runOf('London', 7), name: 'before' }));
    await act(async () => void hook.refresh());
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ request: 'London', refresh: true, saveReport: false });
    await act(async () => calls[1].answer({ ...runOf('London', 0), name: 'after' }));
    await settle();
    expect(hook.state.run).toMatchObject({ Id: 7, name: 'after' });
    // the cache now holds the refreshed answer
    await act(async () => void hook.run('London'));
    expect(calls).toHaveLength(2);
    expect(hook.state.run?.name).toBe('after');
  });
});
