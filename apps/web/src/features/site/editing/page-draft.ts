// The page being edited (spec 1 §4): the last loaded copy, the working sections and the changed
// flag — set by add, delete, duplicate, drag or widget edit; cleared on save or revert.
import { DEFAULT_SECTION_WIDTH, type Page, type SavePageRequest, type Section } from '@atrium/contracts';
import type { WidgetType } from '../../../core/widgets/widget-type.ts';

export interface PageDraft {
  base: Page;
  sections: Section[];
  isChanged: boolean;
}

export type DraftAction =
  | { type: 'load'; page: Page }
  | { type: 'revert' }
  | { type: 'restore'; sections: Section[]; baseVersion: number }
  | { type: 'add'; widget: WidgetType; uuid: string; beforeUuid?: string | null }
  | { type: 'duplicate'; uuid: string; newUuid: string }
  | { type: 'remove'; uuid: string }
  | { type: 'move'; from: number; to: number }
  | { type: 'update'; uuid: string; changes: Partial<Section> };

/** The OID of a section that is not saved yet. */
export const UNSAVED_OID = 0;

/**
 * spec 1 §9: temporary section ids are random negative integers above -100000, written as text
 * (spec 1 §3); one already on the page is never reused.
 */
export function temporarySectionId(options: { taken: Iterable<string>; random?: () => number }): string {
  const taken = new Set(options.taken);
  const random = options.random ?? Math.random;
  for (let attempt = 0; attempt < 1000; attempt++) {
    const id = `-${1 + Math.floor(random() * 99_999)}`;
    if (!taken.has(id)) return id;
  }
  throw new Error('No free temporary section id');
}

export function newSection(widget: WidgetType, uuid: string): Section {
  return {
    OID: UNSAVED_OID,
    DOID: null,
    UUID: uuid,
    Title: '',
    Text: '',
    Width: DEFAULT_SECTION_WIDTH,
    Type: { UUID: null, Identifier: widget.identifier },
    IsDrawer: false,
    ComponentType: widget.componentType,
    ToVueRouterName: '',
    Attributes: [],
  };
}

export function createDraft(page: Page): PageDraft {
  return { base: page, sections: page.Sections, isChanged: false };
}

function moveItem<T>(items: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export function draftReducer(draft: PageDraft, action: DraftAction): PageDraft {
  const changed = (sections: Section[]) => ({ ...draft, sections, isChanged: true });
  switch (action.type) {
    case 'load':
      return createDraft(action.page);
    case 'revert':
      return createDraft(draft.base);
    case 'restore':
      // A kept draft comes back as unsaved changes over the version it began from, so saving it
      // over a newer version asks first (spec 1 §5).
      return {
        base: { ...draft.base, Version: Math.min(draft.base.Version, action.baseVersion) },
        sections: action.sections,
        isChanged: true,
      };
    case 'add': {
      const section = newSection(action.widget, action.uuid);
      const at = draft.sections.findIndex((s) => s.UUID === action.beforeUuid);
      if (at < 0) return changed([...draft.sections, section]);
      return changed([...draft.sections.slice(0, at), section, ...draft.sections.slice(at)]);
    }
    case 'duplicate': {
      const index = draft.sections.findIndex((s) => s.UUID === action.uuid);
      if (index < 0) return draft;
      // spec 1 §4: the copy follows the original, with a new temporary UUID and no OID or DOID.
      const copy: Section = { ...draft.sections[index], UUID: action.newUuid, OID: UNSAVED_OID, DOID: null };
      return changed([...draft.sections.slice(0, index + 1), copy, ...draft.sections.slice(index + 1)]);
    }
    case 'remove':
      return changed(draft.sections.filter((s) => s.UUID !== action.uuid));
    case 'move': {
      const sections = moveItem(draft.sections, action.from, action.to);
      return sections === draft.sections ? draft : changed(sections);
    }
    case 'update':
      return changed(draft.sections.map((s) => (s.UUID === action.uuid ? { ...s, ...action.changes } : s)));
  }
}

/** spec 1 §7 POST /api/v2/page: the whole page, temporary section UUIDs nulled. */
export function toSaveRequest(options: { draft: PageDraft; force?: boolean }): SavePageRequest {
  const { draft } = options;
  return {
    UUID: draft.base.UUID,
    Version: draft.base.Version,
    ...(options.force ? { Force: true } : {}),
    Sections: draft.sections.map((s) => ({
      UUID: /^-\d+$/.test(s.UUID) ? null : s.UUID,
      Title: s.Title,
      Text: s.Text,
      Width: s.Width,
      Type: { Identifier: s.Type.Identifier },
      IsDrawer: s.IsDrawer,
      ComponentType: s.ComponentType,
      ToVueRouterName: s.ToVueRouterName,
      Attributes: s.Attributes,
    })),
  };
}
