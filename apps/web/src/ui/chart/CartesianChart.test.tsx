// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowDomRendering } from '../test-dom.ts';
import { CartesianChart } from './CartesianChart.tsx';

interface Row {
  label: string;
  billed: number | null;
  forecast: number | null;
}

const rows: Row[] = [
  { label: 'Jan', billed: 30, forecast: null },
  { label: 'Feb', billed: 0, forecast: null },
  { label: 'Mar', billed: 45, forecast: 40 },
  { label: 'Apr', billed: null, forecast: 50 },
];

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  allowDomRendering();
  // jsdom lays nothing out: the chart's frame is 464 px wide, starting at the page's left edge.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 464,
    height: 200,
    left: 0,
    top: 0,
    right: 464,
    bottom: 200,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() =>
    root.render(
      <CartesianChart
        description="Billed and forecast by month"
        rows={rows}
        label={(row) => `${row.label} 2026`}
        axisLabel={(row) => row.label}
        height={200}
        ticks={[0, 25, 50]}
        formatTick={(v) => `$${v}`}
        tooltip={(row) => <p>{`${row.label}: billed ${row.billed ?? '—'}`}</p>}
        series={[
          { kind: 'bar', value: (row) => row.billed, color: () => '#00aeef', maxBarSize: 36 },
          { kind: 'line', value: (row) => row.forecast, color: '#d9017a', dotRadius: 3 },
        ]}
      />,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

const chart = () => container.querySelector('[role="img"]') as HTMLElement;
const tooltip = () => chart().querySelector('p')?.textContent ?? null;

describe('a cartesian chart', () => {
  it('is one labelled image with its ticks, axis labels, a bar per non-zero value and dots on the line', () => {
    expect(chart().getAttribute('aria-label')).toBe('Billed and forecast by month');
    const texts = [...chart().querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toEqual(['$0', '$25', '$50', 'Jan', 'Feb', 'Mar', 'Apr']);
    const bars = [...chart().querySelectorAll('path[fill="#00aeef"]')];
    expect(bars).toHaveLength(2);
    expect(chart().querySelectorAll('circle')).toHaveLength(2);
    // the line starts where the forecast does
    expect(chart().querySelector('path[stroke="#d9017a"]')?.getAttribute('d')).toMatch(
      /^M[\d.]+,[\d.]+L[\d.]+,[\d.]+$/,
    );
  });

  it('shows the tooltip of the row under the pointer, and hides it when the pointer leaves', () => {
    expect(tooltip()).toBeNull();
    // the plot runs from 64 px (after the y axis) to 456 px: four bands of 98 px
    act(() => {
      chart().dispatchEvent(new MouseEvent('pointermove', { bubbles: true, clientX: 64 + 98 * 2 + 10 }));
    });
    expect(tooltip()).toBe('Mar: billed 45');
    act(() => {
      chart().dispatchEvent(new MouseEvent('pointerout', { bubbles: true, relatedTarget: document.body }));
    });
    expect(tooltip()).toBeNull();
  });

  it('moves the tooltip with the arrow keys, Home and End once focused', () => {
    act(() => chart().focus());
    expect(tooltip()).toBe('Jan: billed 30');
    const press = (key: string) =>
      act(() => {
        chart().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      });
    press('ArrowRight');
    expect(tooltip()).toBe('Feb: billed 0');
    press('End');
    expect(tooltip()).toBe('Apr: billed —');
    press('ArrowRight');
    expect(tooltip()).toBe('Apr: billed —');
    press('Home');
    press('ArrowLeft');
    expect(tooltip()).toBe('Jan: billed 30');
    act(() => chart().blur());
    expect(tooltip()).toBeNull();
  });
});

describe('a chart whose bars open what is behind them', () => {
  it('opens the row under a click, and the highlighted row on Enter', () => {
    const opened: string[] = [];
    act(() =>
      root.render(
        <CartesianChart
          description="Billed by month"
          rows={rows}
          label={(row) => row.label}
          height={200}
          ticks={[0, 25, 50]}
          formatTick={(v) => `$${v}`}
          tooltip={(row) => <p>{row.label}</p>}
          series={[{ kind: 'bar', value: (row) => row.billed, color: () => '#00aeef', maxBarSize: 36 }]}
          onOpen={(row) => opened.push(row.label)}
        />,
      ),
    );
    expect(chart().getAttribute('aria-label')).toMatch(
      /^Billed by month\. .*Enter shows the rows behind one$/,
    );
    act(() => {
      chart().dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 64 + 98 * 2 + 10 }));
    });
    expect(opened).toEqual(['Mar']);
    act(() => chart().focus());
    act(() => {
      chart().dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    act(() => {
      chart().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    expect(opened).toEqual(['Mar', 'Feb']);
  });
});
