// @vitest-environment jsdom
// A page its own query asks for is handed on as it arrives (its widgets' data is then asked for at
// once); a page start-up asked for is not, since start-up asked for its widgets' data itself.
import type { Page } from '@atrium/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Rendered, renderInDom, waitForElement } from '../../../core/test-dom.tsx';
import { makePage, testUuid } from '../test-fixtures.ts';
import { prefetchPage, usePageQuery } from './page-api.ts';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  vi.unstubAllGlobals();
});

function Reader({ uuid, whenArrived }: { uuid: string; whenArrived: (page: Page) => void }) {
  const query = usePageQuery(uuid, { whenArrived });
  return <p>{query.data?.Title ?? 'loading'}</p>;
}

/** Reads the page at `uuid`, the server answering with a page of that UUID; what arrived, in order. */
async function readPage(uuid: string, options: { isAskedAtStartUp: boolean }): Promise<string[]> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(makePage({ UUID: uuid, Title: 'Read', Sections: [], Version: 1 }))),
  );
  if (options.isAskedAtStartUp) await prefetchPage(uuid);
  const arrived: string[] = [];
  rendered = await renderInDom(<Reader uuid={uuid} whenArrived={(page) => arrived.push(page.UUID)} />);
  // throws unless the reader shows the page's title
  await waitForElement(rendered.container, (c) => {
    const reader = c.querySelector('p');
    return reader?.textContent === 'Read' ? reader : null;
  });
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
