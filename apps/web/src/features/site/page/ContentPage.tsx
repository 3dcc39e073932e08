// A dynamic page of the route tree (spec 1 §2.2): loads GET /api/v2/page/{uuid} and shows its
// sections as cards; admins in editing mode get the editor. A redirect link redirects at once.
import type { Page, RouteNode } from '@atrium/contracts';
import { Alert, Anchor, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useEditingMode } from '../../../core/editing-mode.tsx';
import { homePagePath } from '../../../core/route-tree/tree-utils.ts';
import { useAppRoutes } from '../../../core/routes/AppRoutesContext.tsx';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { usePageWidgetsData } from '../../../core/widgets/use-page-widgets-data.ts';
import { useWidgetsReady } from '../../../core/widgets/WidgetRegistryContext.tsx';
import { ScreenLoader } from '../../../ui/LoadingScreen.tsx';
import { ScreenNotice } from '../../../ui/ScreenNotice.tsx';
import { useUnsavedChangesGuard } from '../../../ui/use-unsaved-changes-guard.ts';
import { DraftStatus } from '../drafts/DraftStatus.tsx';
import { usePageDrafts } from '../drafts/use-page-drafts.ts';
import { SaveBar } from '../editing/SaveBar.tsx';
import { SaveErrorNotice } from '../editing/SaveErrorNotice.tsx';
import { useSavePage } from '../editing/use-save-page.ts';
import { MustReadBanner } from '../must-read/MustReadBanner.tsx';
import { MustReadList } from '../must-read/MustReadList.tsx';
import { useMustReadSettled } from '../must-read/must-read-api.ts';
import { PageHeader } from './PageHeader.tsx';
import { PageSkeleton } from './PageSkeleton.tsx';
import { usePageQuery } from './page-api.ts';
import { SectionGrid } from './SectionGrid.tsx';
import { useDeletePage } from './use-delete-page.ts';
import { usePageDraft } from './use-page-draft.ts';
import { usePageRedirect } from './use-page-redirect.ts';

const UNPUBLISHED_MESSAGE =
  'Your changes are not published. They are kept as your draft and come back when you edit this page again. Leave this page?';

// Editing and the history load when first asked for, so a page that is only read stays light.
const PageEditor = lazy(() => import('../editing/PageEditor.tsx').then((m) => ({ default: m.PageEditor })));
const PageHistoryModal = lazy(() =>
  import('../history/PageHistoryModal.tsx').then((m) => ({ default: m.PageHistoryModal })),
);

export const MISSING_PAGE_ID = 'Missing PageId.';
export const LOAD_FAILED_MESSAGE = 'An issue occurred getting page information. Please try again.';

/** `lead`: what a fixed route shows between the page's title and its cards (a search box, say). */
export function ContentPage({ route, lead }: ScreenProps & { lead?: ReactNode }) {
  const node = route.node;
  const redirect = usePageRedirect(node ?? null);

  if (!node?.UUID) return <ScreenNotice title={route.title} message={MISSING_PAGE_ID} />;
  if (redirect?.kind === 'external') {
    return (
      <ScreenNotice title={node.Title} message="This page opens in a new window.">
        <Anchor href={redirect.url} target="_blank" rel="noopener noreferrer">
          Open {node.Title}
        </Anchor>
      </ScreenNotice>
    );
  }
  if (redirect && !(redirect.kind === 'name' && redirect.name === node.VueRouterName))
    return <ScreenLoader />;
  return <LoadedPage key={node.UUID} node={node} lead={lead} />;
}

function LoadedPage({ node, lead }: { node: RouteNode; lead: ReactNode }) {
  // Each widget's data is asked for as the page arrives, beside its code, rather than once it renders.
  const query = usePageQuery(node.UUID, { whenArrived: usePageWidgetsData() });
  // The cards show once their widgets' code is there, together, rather than one by one.
  const areWidgetsReady = useWidgetsReady(query.data?.Sections);
  const isHome = homePagePath(useAppRoutes().tree) === node.FullPath;
  // The must-read banner and, on the home page, the reader's list stand above the cards: asked for
  // beside the page, as the route tree already names it, and shown with it.
  const isMustReadSettled = useMustReadSettled(node.UUID, { isHome });
  if (query.isSuccess && areWidgetsReady && isMustReadSettled)
    return <PageContent page={query.data} lead={lead} audience={node.Audience} isHome={isHome} />;
  // While loading or after a failure the title comes from the route tree.
  return (
    <>
      <Title order={1} fz={30} c="navy.8" mb={20}>
        {node.Title}
      </Title>
      {lead}
      {query.isError ? (
        <Alert
          color="red"
          variant="light"
          title={LOAD_FAILED_MESSAGE}
          icon={<IconAlertTriangle size={20} aria-hidden />}
          role="alert"
        >
          {query.error.message}
        </Alert>
      ) : (
        <PageSkeleton />
      )}
    </>
  );
}

function PageContent({
  page,
  lead,
  audience,
  isHome,
}: {
  page: Page;
  lead: ReactNode;
  audience: RouteNode['Audience'];
  /** Whether this is the firm's home page, which lists the reader's unread must-read pages. */
  isHome: boolean;
}) {
  const { isEditing } = useEditingMode();
  const { draft, dispatch, undo } = usePageDraft(page);
  const saving = useSavePage({ draft, dispatch });
  const drafts = usePageDrafts({ draft, dispatch, isEditing });
  const deletePage = useDeletePage();
  const [isHistoryOpen, setHistoryOpen] = useState(false);
  // The changes stay in the server-side draft (docs/page-drafts.md): leaving loses nothing, but
  // publishes nothing either, and the question says so.
  useUnsavedChangesGuard(draft.isChanged, UNPUBLISHED_MESSAGE);

  return (
    <>
      <PageHeader
        page={draft.base}
        audience={audience}
        isEditing={isEditing}
        onDeletePage={() => void deletePage(draft.base)}
        onShowHistory={() => setHistoryOpen(true)}
      />
      {isHome && <MustReadList />}
      <MustReadBanner pageUuid={page.UUID} />
      {lead}
      <SaveErrorNotice message={saving.error} onDismiss={saving.clearError} />
      {isEditing ? (
        <Suspense fallback={<PageSkeleton />}>
          <PageEditor
            page={draft.base}
            draft={draft}
            dispatch={dispatch}
            saving={saving}
            drafts={drafts}
            undo={undo}
          />
        </Suspense>
      ) : (
        <>
          <SectionGrid page={draft.base} sections={draft.sections} />
          {/* Editing turned off with changes: they stay until saved or reverted. */}
          {draft.isChanged && (
            <SaveBar
              isChanged
              isSaving={saving.isSaving}
              onSave={() => void saving.save()}
              onRevert={() => void drafts.revert()}
              status={<DraftStatus drafts={drafts} isSaving={saving.isSaving} />}
            />
          )}
        </>
      )}
      {isHistoryOpen && (
        <Suspense fallback={null}>
          <PageHistoryModal
            page={draft.base}
            hasUnsavedChanges={draft.isChanged}
            onRestored={(restored) => dispatch({ type: 'load', page: restored })}
            onClose={() => setHistoryOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
