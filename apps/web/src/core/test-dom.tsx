// For component tests (files that start `// @vitest-environment jsdom`): render behind
// the providers the screens have, answer the API from a stub, and wait for what the reader sees.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import { LayerStackProvider } from '../ui/layers/LayerStackProvider.tsx';
import { allowDomRendering } from '../ui/test-dom.ts';
import { AppRoutesContext } from './routes/AppRoutesContext.tsx';

export interface SentCall {
  path: string;
  body: Record<string, unknown>;
}

/** Answers each API call with `answer`, keeping what was sent; the CSRF cookie request gets {}. */
export function stubApi(answer: (call: SentCall) => Response): SentCall[] {
  const sent: SentCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0];
      if (path === '/api/v2/user/isLoggedIn') return Response.json({});
      const call = { path, body: JSON.parse(String(init?.body ?? '{}')) };
      sent.push(call);
      return answer(call);
    }),
  );
  return sent;
}

export const serverError = () =>
  Response.json({ code: 'internal', message: 'Something went wrong. Please try again.' }, { status: 500 });

export interface Rendered {
  container: HTMLElement;
  unmount: () => Promise<void>;
}

/** Renders with Mantine, a query client that does not retry, and no named routes. */
export async function renderInDom(ui: ReactNode): Promise<Rendered> {
  allowDomRendering();
  const container = document.body.appendChild(document.createElement('div'));
  const root: Root = createRoot(container);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () =>
    root.render(
      <MantineProvider env="test">
        <QueryClientProvider client={client}>
          <AppRoutesContext.Provider value={{ tree: [], routes: [], registry: new Map() }}>
            <LayerStackProvider>{ui}</LayerStackProvider>
          </AppRoutesContext.Provider>
        </QueryClientProvider>
      </MantineProvider>,
    ),
  );
  return {
    container,
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

/** Lets the calls come back until `find` finds something (about 2 s at most). */
export async function waitForElement(container: HTMLElement, find: (c: HTMLElement) => Element | null) {
  for (let tries = 0; tries < 200; tries++) {
    const found = find(container);
    if (found) return found;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error('Nothing of the kind appeared.');
}

/** The first element whose own text is exactly `text`. */
export const byText = (text: string) => (container: HTMLElement) =>
  Array.from(container.querySelectorAll('*')).find(
    (el) => el.children.length === 0 && el.textContent?.trim() === text,
  ) ?? null;
