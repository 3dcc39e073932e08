// @vitest-environment jsdom
// The 'Sandbox' label beside connector data (ADR 005) is for site admins: to staff, the demo
// firm's data is simply the firm's data.
import type { SessionUser } from '@atrium/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type SessionContextValue } from '../../../core/session/SessionProvider.tsx';
import { testUser } from '../../../core/session/test-users.ts';
import { allowDomRendering } from '../../../ui/test-dom.ts';
import { ConnectorStatusBadge } from './ConnectorStatusBadge.tsx';

const sandboxed = {
  invenias: { name: 'Invenias', isConfigured: true, isSandbox: true, label: 'Invenias (Sandbox)' },
  zoominfo: { name: 'ZoomInfo', isConfigured: false, isSandbox: false, label: 'ZoomInfo' },
};

function signedIn(overrides: Partial<SessionUser>): SessionContextValue {
  const user = testUser({
    ID: 7,
    UUID: '00000000-0000-4000-8000-000000000007',
    Email: 'partner@demo.atrium',
    FirstName: 'Pat',
    LastName: 'Partner',
    FullName: 'Pat Partner',
    Title: 'Partner',
    Role: 'Partner',
    ...overrides,
    Permissions: { ViewFinancials: true, ExportReports: true, ...overrides.Permissions },
  });
  const unused = () => Promise.reject(new Error('not in this test'));
  return { user, isLoading: false, error: null, signIn: unused, signOut: unused, markSignedOut: () => {} };
}

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  vi.unstubAllGlobals();
});

/** Renders both badges for `session`, the connectors answering that Invenias is the shipped sandbox. */
async function renderBadges(session: SessionContextValue): Promise<HTMLElement> {
  allowDomRendering();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => Response.json(url.includes('connectors') ? sandboxed : {})),
  );
  const target = document.body.appendChild(document.createElement('div'));
  container = target;
  root = createRoot(target);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () =>
    root?.render(
      <MantineProvider env="test">
        <QueryClientProvider client={client}>
          <SessionContext.Provider value={session}>
            <ZoomInfoAndInvenias />
          </SessionContext.Provider>
        </QueryClientProvider>
      </MantineProvider>,
    ),
  );
  // 'Not connected' shows to everyone, so it marks the connectors' status as come back.
  for (let tries = 0; tries < 200 && !target.textContent?.includes('Not connected'); tries++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(target.textContent).toContain('Not connected');
  return target;
}

function ZoomInfoAndInvenias() {
  return (
    <>
      <ConnectorStatusBadge provider="zoominfo" />
      <ConnectorStatusBadge provider="invenias" />
    </>
  );
}

describe('connector status badge', () => {
  it("shows no 'Sandbox' label to a partner", async () => {
    const shown = await renderBadges(signedIn({}));
    expect(shown.textContent).not.toContain('Sandbox');
  });

  it("labels the shipped sandbox 'Sandbox' for a site admin", async () => {
    const shown = await renderBadges(signedIn({ SiteAdmin: true, Role: 'Administrator' }));
    expect(shown.textContent).toContain('Sandbox');
  });
});
