// The page modal's state: the form, the rules of spec 1 §5 (derived names, uniqueness) and Save —
// which reloads the route tree so the navigation updates (spec 1 §7).
import { NAME_TAKEN_MESSAGE, PATH_TAKEN_MESSAGE, type RouteDetail, type RouteNode } from '@atrium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { serverMessage } from '../../../api/api-error.ts';
import { flattenTree } from '../../../core/route-tree/tree-utils.ts';
import { reloadRouteTree } from '../../../core/route-tree/use-route-tree.ts';
import { useAppRoutes } from '../../../core/routes/AppRoutesContext.tsx';
import { sendConfirmingStaleCopy } from '../../../ui/stale-copy.ts';
import { toast } from '../../../ui/toast.tsx';
import { pageQueryKey } from '../page/page-api.ts';
import { confirmWithImpact } from '../route-manager/confirm-with-impact.ts';
import { routeApi, routeDetailQueryKey } from './route-api.ts';
import { fieldErrorsOf, type RouteFieldErrors, withoutFields } from './route-field-errors.ts';
import { isRouteFormComplete, type RouteForm, toSaveRouteRequest } from './route-form.ts';
import { deriveFromTitle, normalizePathSegment } from './route-naming.ts';
import { useNameCheck } from './use-name-check.ts';

export const SAVE_ROUTE_FAILED = 'Failed to save route.';

function siblingsOf(tree: RouteNode[], parentUuid: string | null): RouteNode[] {
  if (!parentUuid) return tree;
  return flattenTree(tree).find((n) => n.UUID === parentUuid)?.Children ?? [];
}

export function useRouteForm(options: { initial: RouteForm; onSaved: (route: RouteDetail) => void }) {
  const { initial } = options;
  const { tree } = useAppRoutes();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<RouteForm>(initial);
  const [isSaving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<RouteFieldErrors>({});
  const isNew = form.UUID === null;

  const siblingPaths = useMemo(
    () =>
      siblingsOf(tree, form.Parent?.UUID ?? null)
        .filter((n) => n.UUID !== form.UUID)
        .map((n) => n.VueRouterPath),
    [tree, form.Parent, form.UUID],
  );
  const takenNames = useMemo(
    () =>
      flattenTree(tree)
        .filter((n) => n.UUID !== form.UUID)
        .map((n) => n.VueRouterName),
    [tree, form.UUID],
  );
  const nameCheck = useNameCheck({ uuid: form.UUID, name: form.VueRouterName, isEnabled: isNew });
  const isPathTaken = siblingPaths.some((p) => p.toLowerCase() === form.VueRouterPath.trim().toLowerCase());
  const nameError = nameCheck.isTaken ? NAME_TAKEN_MESSAGE : serverErrors.VueRouterName;
  const pathError = isPathTaken ? PATH_TAKEN_MESSAGE : serverErrors.VueRouterPath;

  // A field's reason from the server stays under it until that field changes.
  const forgetErrors = (fields: string[]) => setServerErrors((errors) => withoutFields(errors, fields));
  const change = (changes: Partial<RouteForm>) => {
    forgetErrors(Object.keys(changes));
    setForm((current) => ({ ...current, ...changes }));
  };
  const changeTitle = (title: string) => {
    const derived = deriveFromTitle({
      previousTitle: form.Title,
      title,
      current: form,
      isNew,
      siblingPaths,
      takenNames,
    });
    const changed = (Object.keys(derived) as (keyof typeof derived)[]).filter((k) => derived[k] !== form[k]);
    change({ Title: title, ...Object.fromEntries(changed.map((k) => [k, derived[k]])) });
  };
  const normalizePath = () => change({ VueRouterPath: normalizePathSegment(form.VueRouterPath) });

  /** A new name or address, or disabling, changes what links reach: asks first, showing the impact. */
  const isImpactConfirmed = async (): Promise<boolean> => {
    if (!form.UUID) return true;
    const isRenamed =
      form.VueRouterName.trim() !== initial.VueRouterName ||
      form.VueRouterPath.trim() !== initial.VueRouterPath;
    const isDisabled = form.Status === 'disabled' && initial.Status !== 'disabled';
    if (!isRenamed && !isDisabled) return true;
    return confirmWithImpact({
      title: isDisabled ? `Disable ${initial.Title}` : `Rename ${initial.Title}`,
      message: isDisabled
        ? 'Staff will no longer see the page or the pages beneath it.'
        : 'Links that use the old internal name stop working; old addresses redirect.',
      confirmLabel: 'Save',
      isDanger: isDisabled,
      pages: [
        {
          uuid: form.UUID,
          title: initial.Title,
          query: isDisabled
            ? { change: 'disable' }
            : { change: 'rename', name: form.VueRouterName.trim(), path: form.VueRouterPath.trim() },
        },
      ],
    });
  };

  const save = async () => {
    if (!(await isImpactConfirmed())) return;
    setSaving(true);
    try {
      const saved = await sendConfirmingStaleCopy((force) =>
        routeApi.save(toSaveRouteRequest({ form, force })),
      );
      if (!saved) return;
      const oid = form.MetaImage?.OID;
      // spec 1 §7: the meta image is sent after saving the route when it has an OID.
      if (oid && oid !== initial.MetaImage?.OID) {
        await routeApi.setMetaImage({ uuid: saved.UUID, oid, type: form.MetaImage.Type.Identifier });
      }
      await reloadRouteTree(queryClient);
      await queryClient.invalidateQueries({ queryKey: routeDetailQueryKey(saved.UUID) });
      await queryClient.invalidateQueries({ queryKey: pageQueryKey(saved.UUID) });
      toast.success('Saved!');
      options.onSaved(saved);
    } catch (caught) {
      setServerErrors(fieldErrorsOf(caught));
      // The fields say what to fix; the toast says that the save failed and the server's summary.
      toast.error(`${SAVE_ROUTE_FAILED} ${serverMessage(caught, '')}`.trim());
    } finally {
      setSaving(false);
    }
  };

  const canSave = isRouteFormComplete(form) && !nameError && !pathError && !nameCheck.isChecking && !isSaving;
  return {
    form,
    isNew,
    change,
    changeTitle,
    normalizePath,
    nameError,
    pathError,
    /** The server's reason for refusing a field, by the field's name in the form. */
    fieldError: (field: keyof RouteForm): string | undefined => serverErrors[field],
    isCheckingName: nameCheck.isChecking,
    save,
    isSaving,
    canSave,
  };
}
