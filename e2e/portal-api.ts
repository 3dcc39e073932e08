// Calls the portal's API from inside a signed-in page, as the web app does (cookies and the CSRF
// header), for the set-up a test needs but is not about; and the options of a lookup picker.
import type { Locator, Page } from 'playwright-core';

export async function callApi<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, url, body }) => {
      const csrf = document.cookie
        .split(';')
        .map((part) => part.trim().split('='))
        .find(([name]) => name === 'atrium_csrf' || name === '__Host-atrium_csrf')?.[1];
      const response = await fetch(url, {
        method,
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(csrf ? { 'X-CSRF-Token': decodeURIComponent(csrf) } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    { method, url, body },
  );
  if (answer.status >= 300) throw new Error(`${method} ${url}: ${answer.status} ${answer.text}`);
  return JSON.parse(answer.text) as T;
}

/** A new top-level page with a unique path; answers its path and UUID. */
export async function createTopPage(page: Page, title: string): Promise<{ UUID: string; FullPath: string }> {
  const name = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  const [route] = await callApi<{ UUID: string; FullPath: string }[]>(page, 'POST', '/api/v2/routes', {
    Title: title,
    VueRouterName: name,
    VueRouterPath: name,
    Parent: null,
  });
  return route;
}

/** The option of a lookup (an office, a practice group) with exactly this name. */
export async function lookUp(page: Page, kind: string, name: string): Promise<{ ID: number; Name: string }> {
  const options = await callApi<{ ID: number; Name: string }[]>(
    page,
    'GET',
    `/api/v2/${kind}/filter?query=${encodeURIComponent(name)}`,
  );
  const found = options.find((o) => o.Name === name);
  if (!found) throw new Error(`No ${kind} named ${name}`);
  return found;
}

/** A lookup picker's option whose name is exactly this (its detail line aside). */
export const optionNamed = (page: Page, name: string): Locator =>
  page
    .getByRole('option')
    .filter({ has: page.getByText(name, { exact: true }) })
    .first();
