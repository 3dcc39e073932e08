// What the browser tests do on many screens: ask axe for serious problems, switch editing mode on,
// add a widget, find a widget's card by its title.

import type { RouteNode } from '@atrium/contracts';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';

/** axe's serious and critical violations on the page (or inside one part of it), one line each. */
export async function seriousViolations(target: Page, within?: string): Promise<string[]> {
  await untilTransitionsEnd(target);
  // biome-ignore lint/suspicious/noExplicitAny: the builder accepts playwright-core's Page at runtime
  const builder = new AxeBuilder({ page: target as any });
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html} ${n.failureSummary}`).join(', ')}`,
    );
}

/**
 * Turns editing mode on from the admin tray, as a site admin does. The editor starts from the saved
 * page: a draft of it an earlier test left behind is discarded first, unless `keepDraft` is set.
 */
export async function turnEditingOn(target: Page, options: { keepDraft?: boolean } = {}): Promise<void> {
  if (!options.keepDraft) await discardMyDraft(target);
  await target.getByRole('button', { name: /^admin$/i }).click();
  await target.getByRole('button', { name: /turn editing on/i }).click();
  await target.getByRole('combobox', { name: 'Add Widget' }).waitFor();
}

/** Discards the signed-in admin's draft of the page on screen, through the API. */
async function discardMyDraft(target: Page): Promise<void> {
  const url = new URL(target.url());
  const flatten = (nodes: RouteNode[]): RouteNode[] => nodes.flatMap((n) => [n, ...flatten(n.Children)]);
  const tree: RouteNode[] = await (await target.request.get(`${url.origin}/api/v2/routes`)).json();
  const node = flatten(tree).find((n) => n.FullPath === url.pathname);
  if (!node) return;
  const csrf = (await target.context().cookies()).find((c) => /^(__Host-)?atrium_csrf$/.test(c.name))?.value;
  await target.request.delete(`${url.origin}/api/v2/page/${node.UUID}/draft`, {
    headers: { 'x-csrf-token': csrf ?? '' },
  });
}

/** Adds a widget of the given display name and gives it a title; answers its open settings form. */
export async function addWidget(target: Page, displayName: string, title: string): Promise<Locator> {
  await target.getByRole('combobox', { name: 'Add Widget' }).click();
  await target.getByRole('option', { name: displayName, exact: true }).click();
  await target.getByRole('button', { name: 'Add', exact: true }).click();
  const form = target.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  return form;
}

/** A widget's card on a content page, by its title. */
export const widgetCard = (target: Page, title: string): Locator =>
  target
    .locator('main section')
    .filter({ has: target.getByRole('heading', { level: 2, name: title, exact: true }) });

/**
 * Axe reads colours as they are painted: a toast or dialog still fading in reads as faint text. It
 * checks once the finite transitions under way have ended, or after 5 s (spinners and skeletons
 * run forever).
 */
async function untilTransitionsEnd(target: Page): Promise<void> {
  await target
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => {});
}

/**
 * A call from inside the signed-in page, with its CSRF token, as the web app makes it: its status
 * and its JSON body (null when there is none). `T` is what the caller expects the body to be.
 */
// biome-ignore lint/suspicious/noExplicitAny: a caller that names no type reads the JSON as it comes
export function callApi<T = any>(
  page: Page,
  path: string,
  method = 'GET',
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ path, method, body }) => {
      const csrf = document.cookie
        .split('; ')
        .find((c) => /^(__Host-)?atrium_csrf=/.test(c))
        ?.replace(/^(__Host-)?atrium_csrf=/, '');
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf ?? '' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { path, method, body },
  );
}

/** `callApi` for a call that must succeed: its JSON body, or an error naming the call and status. */
export async function callApiOk<T>(page: Page, path: string, method = 'GET', body?: unknown): Promise<T> {
  const reply = await callApi<T>(page, path, method, body);
  if (reply.status < 200 || reply.status > 299)
    throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}
