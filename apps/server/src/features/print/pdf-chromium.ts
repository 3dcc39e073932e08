// HTML → PDF in the system Chromium, driven from the print thread (print-chromium.worker.mjs). The
// page can reach nothing: scripts are off and every network request is refused, so printed HTML
// cannot be used to probe the server's network.
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../platform/chromium-args.ts';
import { AppError } from '../../platform/errors.ts';
import { chromiumLauncher } from './chromium-launcher.ts';
import { RETRY_AFTER_SECONDS } from './print-limits.ts';

/**
 * A print Chromium did not finish: past the time limit, or the browser or its page gave out (a huge
 * document can exhaust it). Either way the printer could not do it now: 503, never an unexplained 500.
 */
function printFailure(error: unknown, timeoutMs: number): AppError {
  if (error instanceof AppError) return error;
  const seconds = timeoutMs / 1000;
  const message =
    error instanceof PrintTimeout || (error as Error)?.name === 'TimeoutError'
      ? `The document could not be printed within ${seconds} ${seconds === 1 ? 'second' : 'seconds'}. Try again in a minute, or print a shorter one.`
      : 'The printer stopped before the document was printed. Try again in a minute.';
  return new AppError('unavailable', message, 503, {
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  });
}

class PrintTimeout extends Error {}

export function createChromiumPrinter({
  chromiumPath,
  timeoutMs,
  launcherDir,
}: {
  chromiumPath: string;
  timeoutMs: number;
  /** Where the script that keeps Chromium off the first core may be written (chromium-launcher.ts). */
  launcherDir?: string;
}) {
  let browser: Promise<Browser> | null = null;
  let launcher = launcherDir ? chromiumLauncher(chromiumPath, launcherDir) : chromiumPath;

  /** Started through the launcher; if that cannot run (a folder mounted noexec), as it is. */
  async function launch(): Promise<Browser> {
    try {
      return await chromium.launch({ executablePath: launcher, args: CHROMIUM_ARGS });
    } catch (error) {
      if (launcher === chromiumPath) throw error;
      launcher = chromiumPath;
      return chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
    }
  }

  async function getBrowser(): Promise<Browser> {
    if (!existsSync(chromiumPath)) {
      throw new AppError(
        'unavailable',
        `PDF printing needs Chromium at ${chromiumPath}; install it (apt-get install chromium) or set CHROMIUM_PATH.`,
        503,
      );
    }
    // One browser per process, started on first use and restarted if it dies.
    browser ??= launch().then((b) => {
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
    let timer: NodeJS.Timeout | undefined;
    // The whole print, loading and PDF alike, has one deadline: page.pdf takes no timeout of its own.
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PrintTimeout()), timeoutMs);
    });
    const print = async () => {
      await context.route('**/*', (route) =>
        route.request().url().startsWith('data:') ? route.continue() : route.abort(),
      );
      const page = await context.newPage();
      await page.setContent(html, { waitUntil: 'load', timeout: timeoutMs });
      return await page.pdf({
        format: 'A4',
        landscape,
        printBackground: true,
        margin: { top: '12mm', bottom: '12mm', left: '10mm', right: '10mm' },
      });
    };
    try {
      return await Promise.race([print(), deadline]);
    } catch (error) {
      throw printFailure(error, timeoutMs);
    } finally {
      clearTimeout(timer);
      // Closing the context also stops a print still running past the deadline.
      await context.close().catch(() => undefined);
    }
  }

  return {
    /** The document as a PDF; a print that cannot be done now is an AppError (503). */
    render: renderNow,
    async close(): Promise<void> {
      const pending = browser;
      browser = null;
      if (pending) await (await pending.catch(() => null))?.close();
    },
  };
}
