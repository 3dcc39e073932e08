// HTML → PDF in the system Chromium. The page can reach nothing: scripts are off and every
// network request is refused, so printed HTML cannot be used to probe the server's network.
import { existsSync } from 'node:fs';
import { PRINT_MAX_CONCURRENT, PRINT_MAX_QUEUED } from '@atrium/contracts';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../platform/chromium-args.ts';
import { AppError } from '../../platform/errors.ts';
import { createRenderQueue } from './render-queue.ts';

export function createPdfRenderer({ chromiumPath }: { chromiumPath: string }) {
  let browser: Promise<Browser> | null = null;
  const queue = createRenderQueue({
    concurrent: PRINT_MAX_CONCURRENT,
    queued: PRINT_MAX_QUEUED,
    retryAfterSeconds: 10,
  });

  async function getBrowser(): Promise<Browser> {
    if (!existsSync(chromiumPath)) {
      throw new AppError(
        'unavailable',
        `PDF printing needs Chromium at ${chromiumPath}; install it (apt-get install chromium) or set CHROMIUM_PATH.`,
        503,
      );
    }
    // One browser per process, started on first use and restarted if it dies.
    browser ??= chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS }).then((b) => {
      b.on('disconnected', () => {
        browser = null;
      });
      return b;
    });
    try {
      return await browser;
    } catch (error) {
      browser = null;
      throw new AppError('unavailable', `Chromium could not start: ${(error as Error).message}`, 503);
    }
  }

  async function renderNow({ html, landscape }: { html: string; landscape: boolean }): Promise<Buffer> {
    const instance = await getBrowser();
    const context = await instance.newContext({ javaScriptEnabled: false, offline: true });
    try {
      await context.route('**/*', (route) =>
        route.request().url().startsWith('data:') ? route.continue() : route.abort(),
      );
      const page = await context.newPage();
      await page.setContent(html, { waitUntil: 'load', timeout: 15_000 });
      return await page.pdf({
        format: 'A4',
        landscape,
        printBackground: true,
        margin: { top: '12mm', bottom: '12mm', left: '10mm', right: '10mm' },
      });
    } finally {
      await context.close();
    }
  }

  return {
    /** Renders when one of the few Chromium slots is free; 503 with Retry-After when all are taken. */
    render(input: { html: string; landscape: boolean }): Promise<Buffer> {
      return queue.run(() => renderNow(input));
    },
    async close(): Promise<void> {
      const pending = browser;
      browser = null;
      if (pending) await (await pending.catch(() => null))?.close();
    },
  };
}

export type PdfRenderer = ReturnType<typeof createPdfRenderer>;
