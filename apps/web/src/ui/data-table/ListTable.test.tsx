// @vitest-environment jsdom
// The short list table: a header per column (a button column's read out but not shown), a row per
// item with the chosen one marked current, and page buttons only when there is more than one page.
import { MantineProvider } from '@mantine/core';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ListTable, type ListTableColumn } from './ListTable.tsx';

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
