// A site admin previews the portal as someone else (docs/permissions.md, _Preview as_): the calls
// that only read carry this header, and the server answers them as that reader would be answered.
import { type Role, RoleSchema } from './auth.ts';

export const PREVIEW_AS_HEADER = 'x-preview-as';

/** Whom to preview as: one person, or a reader made of a role with an office and a practice group. */
export type PreviewAs =
  | { kind: 'person'; personId: number }
  | { kind: 'reader'; role: Role; officeId: number | null; practiceGroupId: number | null };

export const PREVIEW_AS_MESSAGE =
  'Preview as person:<id>, or as any of office:<id>, practiceGroup:<id> and role:Partner|Researcher|Administrator.';

const idOf = (text: string): number | null => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

/**
 * `person:12`, or parts of `office:7`, `practiceGroup:3` and `role:Researcher` joined by commas
 * (a reader without a role is a researcher); null when the text says nothing of that shape.
 */
export function parsePreviewAs(text: string): PreviewAs | null {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length === 0 || parts.length > 3) return null;
  const seen = new Map<string, string>();
  for (const part of parts) {
    const [kind, value, ...rest] = part.split(':');
    if (rest.length > 0 || value === undefined || seen.has(kind)) return null;
    seen.set(kind, value);
  }
  const person = seen.get('person');
  if (person !== undefined) {
    const personId = idOf(person);
    return seen.size === 1 && personId !== null ? { kind: 'person', personId } : null;
  }
  const role = RoleSchema.safeParse(seen.get('role') ?? 'Researcher');
  const office = seen.get('office');
  const group = seen.get('practiceGroup');
  const officeId = office === undefined ? null : idOf(office);
  const practiceGroupId = group === undefined ? null : idOf(group);
  const known = ['role', 'office', 'practiceGroup'];
  if (!role.success || [...seen.keys()].some((k) => !known.includes(k))) return null;
  if ((office !== undefined && officeId === null) || (group !== undefined && practiceGroupId === null))
    return null;
  return { kind: 'reader', role: role.data, officeId, practiceGroupId };
}

/** The header's text for a preview: the inverse of `parsePreviewAs`. */
export function formatPreviewAs(preview: PreviewAs): string {
  if (preview.kind === 'person') return `person:${preview.personId}`;
  return [
    `role:${preview.role}`,
    preview.officeId === null ? null : `office:${preview.officeId}`,
    preview.practiceGroupId === null ? null : `practiceGroup:${preview.practiceGroupId}`,
  ]
    .filter(Boolean)
    .join(',');
}
