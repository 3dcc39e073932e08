// @vitest-environment jsdom
// The company financial panel's empty state (spec 3 §2.5): the spec's words, misspelling and all,
// when the figures have nothing to show, and no metric boxes.
import type { FinancialPanel } from '@atrium/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byText, type Rendered, renderInDom, stubApi, waitForElement } from '../../../core/test-dom.tsx';
import { CompanyFinancialPanel } from './CompanyFinancialPanel.tsx';

const quiet: FinancialPanel = {
  show: 'subsidiaries',
  companyIds: [41],
  currency: 'USD',
  period: { startDate: '2024-07-01', endDate: '2025-06-30' },
  comparePeriod: { startDate: '2023-07-01', endDate: '2024-06-30' },
  inProgress: { startDate: '2025-07-01', endDate: '2025-09-30' },
  hasActivity: false,
  metrics: [],
};

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

describe('company financial panel', () => {
  it("says 'No recent finacial activity' for a company without recent figures", async () => {
    const sent = stubApi(() => Response.json(quiet));
    rendered = await renderInDom(<CompanyFinancialPanel companyId={41} />);
    await waitForElement(rendered.container, byText('No recent finacial activity'));
    expect(sent).toEqual([{ path: '/api/v2/company/41/financials', body: { show: 'subsidiaries' } }]);
    expect(rendered.container.textContent).not.toContain('Total Billings');
  });

  it('does not say so when there are figures', async () => {
    stubApi(() => Response.json({ ...quiet, hasActivity: true }));
    rendered = await renderInDom(<CompanyFinancialPanel companyId={41} />);
    await waitForElement(rendered.container, byText('A year earlier'));
    expect(rendered.container.textContent).not.toContain('No recent finacial activity');
  });
});
