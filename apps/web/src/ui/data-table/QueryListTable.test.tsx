// @vitest-environment jsdom
// A list fed by one query: a labelled skeleton while the first answer is on its way, the server's
// message under the error's heading, the empty state when no rows came back, else what goes above
// the table and the table.
import { MantineProvider } from '@mantine/core';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import type { ListTableColumn } from './ListTable.tsx';
import { QueryListTable, type QueryListTableProps } from './QueryListTable.tsx';

interface Finding {
  id: number;
  title: string;
}

const columns: ListTableColumn<Finding>[] = [{ id: 'title', header: 'Title', cell: (f) => f.title }];
const states = {
  errorTitle: 'Could not load the findings',
  loadingLabel: 'Loading the findings',
  empty: { title: 'Nothing needs care', message: 'Broken links are listed here.' },
};
const settled: QueryListTableProps<Finding>['query'] = { isPending: false, isError: false, error: null };

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }) as unknown as MediaQueryList;
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

const render = (query: typeof settled, rows: Finding[], aboveTable?: ReactNode) =>
  act(async () =>
    root.render(
      <MantineProvider env="test">
        <QueryListTable
          query={query}
          states={states}
          skeletonHeight={120}
          aboveTable={aboveTable}
          label="Findings"
          columns={columns}
          rows={rows}
          getRowId={(f) => String(f.id)}
        />
      </MantineProvider>,
    ),
  );

describe('QueryListTable', () => {
  it('shows a labelled skeleton and no table while the first answer is on its way', async () => {
    await render({ ...settled, isPending: true }, []);
    expect(container.querySelector('[aria-label="Loading the findings"]')).not.toBeNull();
    expect(container.querySelector('table')).toBeNull();
  });

  it("shows the server's message under the error's heading", async () => {
    await render(
      { ...settled, isError: true, error: new ApiError('internal', 'The database is away.', 500) },
      [],
    );
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Could not load the findings');
    expect(alert?.textContent).toContain('The database is away.');
  });

  it('shows the empty state, not a table, when no rows came back', async () => {
    await render(settled, [], <p>Trend</p>);
    expect(container.textContent).toContain('Nothing needs care');
    expect(container.textContent).not.toContain('Trend');
    expect(container.querySelector('table')).toBeNull();
  });

  it('shows what goes above the table, then the named table with a row per item', async () => {
    await render(settled, [{ id: 1, title: 'Broken link' }], <p>Trend</p>);
    expect(container.querySelector('p')?.textContent).toBe('Trend');
    expect(container.querySelector('table')?.getAttribute('aria-label')).toBe('Findings');
    expect([...container.querySelectorAll('tbody td')].map((td) => td.textContent)).toEqual(['Broken link']);
  });
});
