// The system Chromium driven by playwright-core, with a fresh profile per context.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../apps/server/src/platform/chromium-args.ts';

export async function openBrowser(
  options: { viewport?: { width: number; height: number } } = {},
): Promise<BrowserContext> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'atrium-chromium-'));
  return chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport: options.viewport ?? { width: 1440, height: 900 },
    acceptDownloads: true,
  });
}

export async function signIn(page: Page, baseUrl: string, email: string, password = 'demo'): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** A browser signed in as `email`, with its one page; a failed sign-in closes the browser again. */
export async function openSignedIn(
  baseUrl: string,
  email: string,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openBrowser(options);
  try {
    const page = await context.newPage();
    await signIn(page, baseUrl, email);
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * A second person's browser for one test, closed whatever happens: `who` is their e-mail, or their
 * e-mail and the size of their window.
 */
export async function asSomeone<T>(
  baseUrl: string,
  who: string | { email: string; viewport: { width: number; height: number } },
  run: (page: Page, context: BrowserContext) => Promise<T>,
): Promise<T> {
  const { email, viewport } = typeof who === 'string' ? { email: who, viewport: undefined } : who;
  const { context, page } = await openSignedIn(baseUrl, email, { viewport });
  try {
    return await run(page, context);
  } finally {
    await context.close();
  }
}
