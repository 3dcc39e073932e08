// Title, names, path, status, redirect link and the navigation flags of a page.
import {
  Autocomplete,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useMemo } from 'react';
import { flattenTree } from '../../../core/route-tree/tree-utils.ts';
import { useAppRoutes } from '../../../core/routes/AppRoutesContext.tsx';
import type { RouteForm } from './route-form.ts';
import type { useRouteForm } from './use-route-form.ts';

type FlagName = 'ExcludeFromNav' | 'DoNotOpen' | 'DoNotLink' | 'HideDrawer' | 'IsOpen';
const FLAGS: { name: FlagName; label: string; description: string }[] = [
  {
    name: 'ExcludeFromNav',
    label: 'Exclude from navigation',
    description: 'Not listed in the sidebar or section menu.',
  },
  { name: 'DoNotOpen', label: 'Do not open', description: 'Listed in the menu, but not a link.' },
  {
    name: 'DoNotLink',
    label: 'Do not link',
    description: 'Its breadcrumb is plain text, for a page that only groups others.',
  },
  { name: 'HideDrawer', label: 'Hide the section menu', description: 'The page uses the full width.' },
  { name: 'IsOpen', label: 'Open in the route manager', description: 'Starts expanded in the page tree.' },
];

export function RouteBasicsTab({ state }: { state: ReturnType<typeof useRouteForm> }) {
  const { form, change, isNew } = state;
  const { tree } = useAppRoutes();
  const names = useMemo(
    () =>
      [
        ...new Set(
          flattenTree(tree)
            .map((n) => n.VueRouterName)
            .filter(Boolean),
        ),
      ].sort(),
    [tree],
  );
  const flag = (name: FlagName) => ({
    checked: form[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      change({ [name]: e.currentTarget.checked } as Partial<RouteForm>),
  });

  return (
    <Stack gap="md">
      <TextInput
        label="Title"
        required
        value={form.Title}
        onChange={(e) => state.changeTitle(e.currentTarget.value)}
        error={state.fieldError('Title')}
        data-autofocus
      />
      <TextInput
        label="Breadcrumb title"
        description="Shown in the breadcrumbs instead of the title, when set."
        value={form.BreadcrumbTitle}
        onChange={(e) => change({ BreadcrumbTitle: e.currentTarget.value })}
        error={state.fieldError('BreadcrumbTitle')}
      />
      <SimpleGrid cols={2}>
        <TextInput
          label="Internal name"
          description={
            isNew
              ? 'Unique among all pages; links and promotions use it.'
              : 'Cannot be changed for an existing page.'
          }
          required
          readOnly={!isNew}
          variant={isNew ? 'default' : 'filled'}
          value={form.VueRouterName}
          onChange={(e) => change({ VueRouterName: e.currentTarget.value })}
          error={state.nameError}
          rightSection={
            state.isCheckingName ? <Loader size={14} role="status" aria-label="Checking the name" /> : null
          }
        />
        <TextInput
          label="Path"
          description="This page's part of the address, unique among its siblings."
          required
          value={form.VueRouterPath}
          onChange={(e) => change({ VueRouterPath: e.currentTarget.value })}
          onBlur={state.normalizePath}
          error={state.pathError}
        />
      </SimpleGrid>
      <div>
        <Text component="span" size="sm" fw={500} id="route-status-label">
          Status
        </Text>
        <div>
          <SegmentedControl
            mt={4}
            aria-labelledby="route-status-label"
            value={form.Status}
            onChange={(value) => change({ Status: value as RouteForm['Status'] })}
            data={[
              { value: 'active', label: 'Active' },
              { value: 'disabled', label: 'Disabled' },
            ]}
          />
        </div>
      </div>
      <Autocomplete
        label="Redirect link"
        description="An internal name, a /path or an http(s) address; the page then redirects at once."
        data={names}
        limit={20}
        value={form.RedirectLink}
        onChange={(value) => change({ RedirectLink: value })}
        error={state.fieldError('RedirectLink')}
      />
      <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
        {FLAGS.map((f) => (
          <Switch key={f.name} label={f.label} description={f.description} {...flag(f.name)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
