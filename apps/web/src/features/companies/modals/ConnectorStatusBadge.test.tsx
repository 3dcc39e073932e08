// @vitest-environment jsdom
// The 'Sandbox' label beside connector data (ADR 005) is for site admins: to staff, the demo
// firm's data is simply the firm's data.
import type { SessionUser } from '@atrium/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type SessionContextValue } from '../../../core/session/SessionProvider.tsx';
import { testUser } from '../../../core/session/test-users.ts';
import { type Rendered, renderInDom, waitForElement } from '../../../core/test-dom.tsx';
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

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  vi.unstubAllGlobals();
});

/** Renders both badges for `session`, the connectors answering that Invenias is the shipped sandbox. */
async function renderBadges(session: SessionContextValue): Promise<HTMLElement> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => Response.json(url.includes('connectors') ? sandboxed : {})),
  );
  rendered = await renderInDom(
    <SessionContext.Provider value={session}>
      <ZoomInfoAndInvenias />
    </SessionContext.Provider>,
  );
  // 'Not connected' shows to everyone, so it marks the connectors' status as come back.
  await waitForElement(rendered.container, (c) => (c.textContent?.includes('Not connected') ? c : null));
  return rendered.container;
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
