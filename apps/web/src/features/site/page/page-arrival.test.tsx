// @vitest-environment jsdom
// A page its own query asks for is handed on as it arrives (its widgets' data is then asked for at
// once); a page start-up asked for is not, since start-up asked for its widgets' data itself.
import type { Page } from '@atrium/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePage, testUuid } from '../test-fixtures.ts';
import { prefetchPage, usePageQuery } from './page-api.ts';

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  vi.unstubAllGlobals();
});

function Reader({ uuid, whenArrived }: { uuid: string; whenArrived: (page: Page) => void }) {
  const query = usePageQuery(uuid, { whenArrived });
  return <p>{query.data?.Title ?? 'loading'}</p>;
}

/** Reads the page at `uuid`, the server answering with a page of that UUID; what arrived, in order. */
async function readPage(uuid: string, options: { isAskedAtStartUp: boolean }): Promise<string[]> {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(makePage({ UUID: uuid, Title: 'Read', Sections: [], Version: 1 }))),
  );
  if (options.isAskedAtStartUp) await prefetchPage(uuid);
  const arrived: string[] = [];
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () =>
    root?.render(
      <QueryClientProvider client={client}>
        <Reader uuid={uuid} whenArrived={(page) => arrived.push(page.UUID)} />
      </QueryClientProvider>,
    ),
  );
  for (let tries = 0; tries < 200 && !container.textContent?.includes('Read'); tries++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(container.textContent).toBe('Read');
  return arrived;
}

describe('a page as it arrives', () => {
  it('is handed on when its own query asked for it', async () => {
    expect(await readPage(testUuid(1), { isAskedAtStartUp: false })).toEqual([testUuid(1)]);
  });

  it('is not handed on again when start-up asked for it', async () => {
    expect(await readPage(testUuid(2), { isAskedAtStartUp: true })).toEqual([]);
  });
});
