// What counts as going wrong on a screen while it loads, for the browser suite and the screen bench.
import type { Page } from 'playwright-core';

/**
 * Calls `report` with a line for each problem the page shows from now on: a script error, an error
 * React recovered from (a render retried from scratch, reported on the console), or an API call
 * refused with a 4xx or 5xx.
 */
export function onPageProblem(page: Page, report: (problem: string) => void): void {
  page.on('pageerror', (error) => report(`script error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') report(`console error: ${message.text().slice(0, 300)}`);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400) {
      report(`${response.status()} from ${response.request().method()} ${url.pathname}${url.search}`);
    }
  });
}
