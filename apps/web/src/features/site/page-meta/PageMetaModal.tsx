// spec 1 §2.6: the page metadata modal, titled with the page's Title or 'Add Page'. Opened from a
// page in editing mode and from the route manager.
import type { PageFilters, RouteDetail } from '@atrium/contracts';
import { Alert, Button, Group, Skeleton, Stack, Tabs, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { flattenTree } from '../../../core/route-tree/tree-utils.ts';
import { useAppRoutes } from '../../../core/routes/AppRoutesContext.tsx';
import { isSamePath } from '../../../core/routes/route-paths.ts';
import { LayerCancelButton } from '../../../ui/layers/LayerCancelButton.tsx';
import { LayerModal } from '../../../ui/layers/LayerModal.tsx';
import { useLayerDirty } from '../../../ui/layers/layer-context.ts';
import { AudienceEditor } from '../audience/AudienceEditor.tsx';
import { usePageQuery } from '../page/page-api.ts';
import { RouteBasicsTab } from './RouteBasicsTab.tsx';
import { RouteFileTab } from './RouteFileTab.tsx';
import { RouteFiltersTab } from './RouteFiltersTab.tsx';
import { RoutePublishingTab } from './RoutePublishingTab.tsx';
import { RouteSharingTab } from './RouteSharingTab.tsx';
import { routeApi, routeDetailQueryKey } from './route-api.ts';
import { emptyRouteForm, type RouteForm, routeFormFromDetail } from './route-form.ts';
import { type RouteTab, tabsWithErrors } from './route-tab-errors.ts';
import { useRouteForm } from './use-route-form.ts';

export const ROUTE_FORM_NEEDS_ROOT = 'Route form requires a root';
export const ADD_PAGE_TITLE = 'Add Page';
/** spec 1 §9: modals are at least 680 px wide. */
const MODAL_MIN_WIDTH = 680;

interface PageMetaModalProps {
  /** The page to edit; null adds a page under `parentUuid` (null: a top-level page). */
  uuid: string | null;
  parentUuid?: string | null;
  onClose: () => void;
  onSaved?: (route: RouteDetail) => void;
}

export function PageMetaModal({ uuid, parentUuid = null, onClose, onSaved }: PageMetaModalProps) {
  const { tree } = useAppRoutes();
  const detail = useQuery({
    queryKey: routeDetailQueryKey(uuid ?? ''),
    queryFn: ({ signal }) => routeApi.detail(uuid as string, signal),
    enabled: uuid !== null,
    staleTime: 0,
  });
  const isRootMissing =
    uuid === null && parentUuid !== null && !flattenTree(tree).some((n) => n.UUID === parentUuid);
  // What the parent passes down: an existing page's Parent filters, or the new page's parent's.
  const page = usePageQuery(uuid ?? parentUuid);
  const inherited = useMemo<PageFilters | null>(() => {
    if (!page.data) return null;
    if (uuid) return page.data.Parent;
    const { Parent, ContentFilter, UsersFilter, AssignmentsFilter, CompaniesFilter } = page.data;
    return {
      ContentFilter: ContentFilter ?? Parent.ContentFilter,
      UsersFilter: UsersFilter ?? Parent.UsersFilter,
      AssignmentsFilter: AssignmentsFilter ?? Parent.AssignmentsFilter,
      CompaniesFilter: CompaniesFilter ?? Parent.CompaniesFilter,
    };
  }, [page.data, uuid]);

  const location = useLocation();
  const navigate = useNavigate();
  // The page on screen moved (new path or parent): follow it to its new address.
  const followMovedPage = (saved: RouteDetail) => {
    const before = detail.data?.FullPath;
    if (before && before !== saved.FullPath && isSamePath(location.pathname, before)) {
      navigate(saved.FullPath, { replace: true });
    }
  };

  // Always edit a fresh copy: a cached one would carry an old version and be refused as stale.
  const freshDetail = detail.isFetchedAfterMount ? detail.data : undefined;
  const initial = uuid ? (freshDetail ? routeFormFromDetail(freshDetail) : null) : emptyRouteForm(parentUuid);
  const title = uuid ? detail.data?.Title || 'Edit Page' : ADD_PAGE_TITLE;

  return (
    <LayerModal
      opened
      onClose={onClose}
      title={title}
      size="auto"
      styles={{ content: { minWidth: `min(${MODAL_MIN_WIDTH}px, 96vw)`, width: 820, maxWidth: '96vw' } }}
      closeOnClickOutside={false}
    >
      {isRootMissing ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title={ROUTE_FORM_NEEDS_ROOT}
        >
          The parent page no longer exists. Reload the route manager and try again.
        </Alert>
      ) : detail.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
          {detail.error.message}
        </Alert>
      ) : initial ? (
        <PageMetaForm
          initial={initial}
          inherited={inherited}
          onSaved={(route) => {
            followMovedPage(route);
            onSaved?.(route);
            onClose();
          }}
        />
      ) : (
        <Stack gap="sm" aria-busy>
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      )}
    </LayerModal>
  );
}

interface PageMetaFormProps {
  initial: RouteForm;
  inherited: PageFilters | null;
  onSaved: (route: RouteDetail) => void;
}

function PageMetaForm({ initial, inherited, onSaved }: PageMetaFormProps) {
  const state = useRouteForm({ initial, onSaved });
  const { form, change } = state;
  const erring = tabsWithErrors((field) => {
    if (field === 'VueRouterName') return state.nameError;
    if (field === 'VueRouterPath') return state.pathError;
    if (field === 'Title' && !form.Title.trim() && form.Title !== initial.Title) return 'Title is required';
    return state.fieldError(field);
  });
  const tab = (value: RouteTab, label: string) => (
    <Tabs.Tab
      value={value}
      rightSection={
        erring.has(value) ? (
          <IconAlertCircle size={16} color="var(--mantine-color-red-8)" aria-hidden />
        ) : null
      }
    >
      {label}
      {erring.has(value) && <VisuallyHidden> (has an error)</VisuallyHidden>}
    </Tabs.Tab>
  );
  useLayerDirty(JSON.stringify(form) !== JSON.stringify(initial) && !state.isSaving);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (state.canSave) void state.save();
      }}
    >
      <Stack gap="md">
        <Tabs defaultValue="page" keepMounted={false} mih={470}>
          <Tabs.List mb="md">
            {tab('page', 'Page')}
            {tab('sharing', 'Meta and image')}
            {tab('publishing', 'Publishing')}
            {tab('file', 'File')}
            {tab('filters', 'Filters')}
            {tab('audience', 'Audience')}
          </Tabs.List>
          <Tabs.Panel value="page">
            <RouteBasicsTab state={state} />
          </Tabs.Panel>
          <Tabs.Panel value="sharing">
            <RouteSharingTab form={form} change={change} fieldError={state.fieldError} />
          </Tabs.Panel>
          <Tabs.Panel value="publishing">
            <RoutePublishingTab form={form} change={change} />
          </Tabs.Panel>
          <Tabs.Panel value="file">
            <RouteFileTab form={form} change={change} />
          </Tabs.Panel>
          <Tabs.Panel value="filters">
            <RouteFiltersTab form={form} change={change} inherited={inherited} />
          </Tabs.Panel>
          <Tabs.Panel value="audience">
            <AudienceEditor
              value={form.Audience}
              onChange={(Audience) => change({ Audience })}
              subject="page"
            />
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end" gap="xs">
          <LayerCancelButton />
          <Button type="submit" disabled={!state.canSave} loading={state.isSaving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
