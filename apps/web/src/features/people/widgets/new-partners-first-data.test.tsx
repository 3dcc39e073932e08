// @vitest-environment jsdom
// A content page asks for its widgets' first data as soon as it has arrived (page-widgets-data.ts):
// the New partners widget then shows that answer without asking again, and a refusal of that early
// call shows as the widget's calm line, still with one request.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../../core/session/test-users.ts';
import { type Rendered, renderInDom, waitForElement } from '../../../core/test-dom.tsx';
import { askPageWidgetsData } from '../../../core/widgets/page-widgets-data.ts';
import { componentSection, pageWithSections } from '../../../core/widgets/test-pages.ts';
import { createWidgetRegistry } from '../../../core/widgets/widget-registry.ts';
import { notSharedLine } from '../../../ui/NotShared.tsx';
import { NewPartnersView, NO_PARTNERS } from './NewPartnersView.tsx';
import { newPartnersWidget } from './people-widgets.ts';

const reader = testUser();

const section = componentSection(1, 'new-partners', [{ Name: 'limit', Value: '6' }]);
const page = pageWithSections([section]);
const registry = createWidgetRegistry([newPartnersWidget]);
const sources = { loadAll: async () => registry, loadFor: async () => registry };

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  vi.unstubAllGlobals();
});

/** The browser's fetch, answering the new partners call with `answer` and counting those calls. */
function answerNewPartners(answer: () => Response): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (!String(url).includes('/widget/newPartners')) throw new Error(`not in this test: ${url}`);
      calls.push(String(url));
      return answer();
    }),
  );
  return calls;
}

/** Renders the widget as its card does, and waits until `text` shows. */
async function renderWidget(text: string): Promise<HTMLElement> {
  rendered = await renderInDom(<NewPartnersView section={section} page={page} />);
  await waitForElement(rendered.container, (c) => (c.textContent?.includes(text) ? c : null));
  return rendered.container;
}

/** Lets the widget's type arrive and its early call start. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a content page's widget data, asked for as the page arrives", () => {
  it("starts the widget's call before the widget renders, and the widget takes it: one request", async () => {
    const calls = answerNewPartners(() => Response.json([]));
    askPageWidgetsData({ sources, page, viewer: reader });
    await settle();
    expect(calls).toHaveLength(1);
    const widget = await renderWidget(NO_PARTNERS);
    expect(widget.textContent).toContain(NO_PARTNERS);
    expect(calls).toHaveLength(1);
  });

  it('shows a refused early call as the calm line, without asking the server again', async () => {
    const calls = answerNewPartners(() =>
      Response.json(
        { code: 'forbidden', message: 'Not shared.', permission: 'ViewAllAssignments' },
        { status: 403 },
      ),
    );
    askPageWidgetsData({ sources, page, viewer: reader });
    await settle();
    const line = notSharedLine('ViewAllAssignments');
    const widget = await renderWidget(line);
    expect(widget.textContent).toContain(line);
    expect(widget.querySelector('[role="alert"]')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('asks the server itself when the page asked for nothing early', async () => {
    const calls = answerNewPartners(() => Response.json([]));
    const widget = await renderWidget(NO_PARTNERS);
    expect(widget.textContent).toContain(NO_PARTNERS);
    expect(calls).toHaveLength(1);
  });
});
