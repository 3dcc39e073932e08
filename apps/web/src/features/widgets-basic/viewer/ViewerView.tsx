// Page Viewer (spec 3 §2.9). Relative path mode frames a portal page as an embedded view (its
// content without the portal's shell), or an external page; a portal path that leads to no page
// the reader may see says so calmly in the card instead of framing the portal's 'not found'.
// Embedded snippet mode runs the admin's HTML in the server's sandbox frame: sandbox="allow-scripts"
// without allow-same-origin, so the snippet has an opaque origin — no portal cookies, no API.
// The frame reports its height; the iframe follows it.
import { VIEWER_MESSAGES, viewerEndpoints } from '@atrium/contracts';
import { useEffect, useRef, useState } from 'react';
import { useEditingMode } from '../../../core/editing-mode.tsx';
import { useAppRoutes } from '../../../core/routes/AppRoutesContext.tsx';
import { embeddedAddress, isEmbeddedView, routeAt } from '../../../core/routes/embedded-view.ts';
import { readAttributes } from '../../../core/widgets/attributes.ts';
import { NothingToShow } from '../../../core/widgets/NothingToShow.tsx';
import type { WidgetViewProps } from '../../../core/widgets/widget-type.ts';
import { EmptyState } from '../../../ui/empty-state/index.ts';
import {
  EXTERNAL_FRAME_HEIGHT,
  MAX_FRAME_HEIGHT,
  MIN_FRAME_HEIGHT,
  ViewerAttributesSchema,
  viewerSource,
} from './viewer-attributes.ts';

export const NOTHING_TO_VIEW = 'Nothing to show yet';
export const PATH_NOT_FOUND = 'Nothing to show here';
/** The portal's API answers files and data, not pages: those paths are framed as they are. */
const isApiPath = (path: string) => path.startsWith('/api/');

const clampHeight = (height: unknown) =>
  typeof height === 'number' && Number.isFinite(height)
    ? Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, Math.ceil(height)))
    : null;

export function ViewerView({ section }: WidgetViewProps) {
  const a = readAttributes(ViewerAttributesSchema, section.Attributes);
  const title = section.Title || 'Embedded content';
  if (a.viewerRbtn === 'embed') {
    if (!a.embed.trim())
      return <NothingToShow title={NOTHING_TO_VIEW} message="Edit the widget to add a snippet." />;
    return <SnippetFrame key={a.embed} html={a.embed} title={title} />;
  }
  const source = viewerSource(a.uri);
  if (!source)
    return <NothingToShow title={NOTHING_TO_VIEW} message="Edit the widget to give a path or address." />;
  if (!source.isSameOrigin || isApiPath(source.src))
    return <PathFrame key={source.src} src={source.src} isSameOrigin={source.isSameOrigin} title={title} />;
  return <PortalPathFrame path={source.src} title={title} />;
}

/** A portal page, framed bare; a path that leads nowhere is said so in the card. */
function PortalPathFrame({ path, title }: { path: string; title: string }) {
  const { routes } = useAppRoutes();
  const { isEditing } = useEditingMode();
  if (!routeAt(routes, path))
    return (
      <EmptyState
        title={PATH_NOT_FOUND}
        message={
          isEditing
            ? `There is no page at ${path}. Edit the widget to give the path of a page of the portal.`
            : 'This content is not available.'
        }
        isCompact
      />
    );
  // A page framed inside a framed page would frame itself again without end.
  if (isEmbeddedView)
    return <EmptyState title={title} message="Open the page to see this content." isCompact />;
  const src = embeddedAddress(path);
  return <PathFrame key={src} src={src} isSameOrigin title={title} />;
}

function SnippetFrame({ html, title }: { html: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(MIN_FRAME_HEIGHT * 4);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target) return;
      const data = event.data as { type?: string; height?: unknown } | null;
      if (data?.type === VIEWER_MESSAGES.ready) target.postMessage({ type: VIEWER_MESSAGES.html, html }, '*');
      if (data?.type === VIEWER_MESSAGES.height) {
        const next = clampHeight(data.height);
        if (next !== null) setHeight(next);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [html]);
  return (
    <iframe
      ref={frame}
      src={viewerEndpoints.frame.path}
      sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms"
      title={title}
      style={{ width: '100%', height, border: 0, display: 'block' }}
      referrerPolicy="no-referrer"
      loading="lazy"
    />
  );
}

function PathFrame({ src, isSameOrigin, title }: { src: string; isSameOrigin: boolean; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(EXTERNAL_FRAME_HEIGHT);
  useEffect(() => {
    if (!isSameOrigin) return;
    const element = frame.current;
    if (!element) return;
    let observer: ResizeObserver | undefined;
    // A portal page is on this host: its height can be read, and followed as it changes.
    const onLoad = () => {
      observer?.disconnect();
      const root = element.contentDocument?.documentElement;
      if (!root) return;
      const measure = () => {
        const next = clampHeight(root.scrollHeight);
        if (next !== null) setHeight(next);
      };
      measure();
      observer = new ResizeObserver(measure);
      observer.observe(root);
    };
    element.addEventListener('load', onLoad);
    return () => {
      element.removeEventListener('load', onLoad);
      observer?.disconnect();
    };
  }, [isSameOrigin]);
  return (
    <iframe
      ref={frame}
      src={src}
      title={title}
      style={{ width: '100%', height, border: 0, display: 'block' }}
      referrerPolicy={isSameOrigin ? undefined : 'no-referrer'}
      // External pages keep their own origin; portal pages are the portal's own content.
      sandbox={isSameOrigin ? undefined : 'allow-scripts allow-same-origin allow-forms allow-popups'}
      loading="lazy"
    />
  );
}
