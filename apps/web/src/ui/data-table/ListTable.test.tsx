// @vitest-environment jsdom
// The short list table: a header per column (a button column's read out but not shown), a row per
// item with the chosen one marked current, and page buttons only when there is more than one page.
// Fed by a query, it shows a labelled skeleton while the first answer is on its way, the server's
// message under the error's heading, the empty state when no rows came back, else what goes above
// the table and the table.
import { MantineProvider } from '@mantine/core';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { allowDomRendering } from '../test-dom.ts';
import { ListTable, type ListTableColumn } from './ListTable.tsx';
import { QueryListTable, type QueryListTableProps } from './QueryListTable.tsx';

interface Report {
  id: number;
  name: string;
}

const columns: ListTableColumn<Report>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name },
  {
    id: 'actions',
    header: 'Actions',
    isHeaderHidden: true,
    cell: (r) => <button type="button">Run {r.name}</button>,
  },
];
const rows: Report[] = [
  { id: 1, name: 'Billings' },
  { id: 2, name: 'Headcount' },
];

const states = {
  errorTitle: 'Could not load the findings',
  loadingLabel: 'Loading the findings',
  empty: { title: 'Nothing needs care', message: 'Broken links are listed here.' },
};
const settled: QueryListTableProps<Report>['query'] = { isPending: false, isError: false, error: null };

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  allowDomRendering();
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

const render = (ui: ReactNode) =>
  act(async () => root.render(<MantineProvider env="test">{ui}</MantineProvider>));
const texts = (selector: string) => [...container.querySelectorAll(selector)].map((e) => e.textContent);

describe('ListTable', () => {
  it('names the table, heads each column and lists a row per item, the chosen one current', async () => {
    await render(
      <ListTable
        label="My reports"
        columns={columns}
        rows={rows}
        getRowId={(r) => String(r.id)}
        isCurrentRow={(r) => r.id === 2}
      />,
    );
    expect(container.querySelector('table')?.getAttribute('aria-label')).toBe('My reports');
    expect(texts('th')).toEqual(['Name', 'Actions']);
    expect(texts('tbody tr td:first-child')).toEqual(['Billings', 'Headcount']);
    expect(texts('tbody tr[aria-current="true"] td:first-child')).toEqual(['Headcount']);
  });

  it('shows page buttons only when the list has more than one page', async () => {
    const pages = { page: 1, perPage: 25, onChange: () => {}, label: 'Pages of reports' };
    await render(
      <ListTable
        columns={columns}
        rows={rows}
        getRowId={(r) => String(r.id)}
        pages={{ ...pages, total: 25 }}
      />,
    );
    expect(container.querySelector('[aria-label="Pages of reports"]')).toBeNull();
    await render(
      <ListTable
        columns={columns}
        rows={rows}
        getRowId={(r) => String(r.id)}
        pages={{ ...pages, total: 26 }}
      />,
    );
    expect(container.querySelector('[aria-label="Pages of reports"]')).not.toBeNull();
  });
});

const renderFed = (query: typeof settled, rows: Report[], aboveTable?: ReactNode) =>
  act(async () =>
    root.render(
      <MantineProvider env="test">
        <QueryListTable
          query={query}
          states={states}
          aboveTable={aboveTable}
          label="Findings"
          columns={columns}
          rows={rows}
          getRowId={(r) => String(r.id)}
        />
      </MantineProvider>,
    ),
  );

describe('QueryListTable', () => {
  it('shows a labelled skeleton and no table while the first answer is on its way', async () => {
    await renderFed({ ...settled, isPending: true }, []);
    expect(container.querySelector('[aria-label="Loading the findings"]')).not.toBeNull();
    expect(container.querySelector('table')).toBeNull();
  });

  it("shows the server's message under the error's heading", async () => {
    await renderFed(
      { ...settled, isError: true, error: new ApiError('internal', 'The database is away.', 500) },
      [],
    );
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Could not load the findings');
    expect(alert?.textContent).toContain('The database is away.');
  });

  it('shows the empty state, not a table, when no rows came back', async () => {
    await renderFed(settled, [], <p>Trend</p>);
    expect(container.textContent).toContain('Nothing needs care');
    expect(container.textContent).not.toContain('Trend');
    expect(container.querySelector('table')).toBeNull();
  });

  it('shows what goes above the table, then the named table with a row per item', async () => {
    await renderFed(settled, [{ id: 1, name: 'Broken link' }], <p>Trend</p>);
    expect(container.querySelector('p')?.textContent).toBe('Trend');
    expect(container.querySelector('table')?.getAttribute('aria-label')).toBe('Findings');
    expect(texts('tbody tr td:first-child')).toEqual(['Broken link']);
  });
});
