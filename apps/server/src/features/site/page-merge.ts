// Merge instead of overwrite (ADR 013): a three-way merge of a page's sections and filters between
// the version the editor loaded (base), the page as it is now (theirs) and the editor's copy
// (yours). Each widget is matched by UUID and merged setting by setting (every attribute is a
// setting of its own); a setting both sides changed differently is a conflict, never a guess.
import { isDeepStrictEqual } from 'node:util';
import {
  isTemporarySectionId,
  type MergeConflict,
  type PageChange,
  type SaveSectionSchema,
  type Section,
} from '@atrium/contracts';
import type { z } from 'zod';
import { parseFilter } from './page-content.ts';
import type { FilterTexts } from './pages.repo.ts';

type SaveSectionInput = z.output<typeof SaveSectionSchema>;
type AnySection = Section | SaveSectionInput;

export interface PageSide {
  sections: AnySection[];
  /** A filter left out (undefined) is unchanged from the base. */
  filters: Partial<FilterTexts>;
}

export interface PageMergeResult {
  sections: SaveSectionInput[];
  filters: Partial<FilterTexts>;
  /** Their changes the result takes in. */
  kept: PageChange[];
  conflicts: MergeConflict[];
}

/** Settings of a widget, one key each: its fields and, prefixed, every attribute by name. */
type Settings = Map<string, unknown>;

const ATTRIBUTE = 'Attribute:';

const FIELD_NAMES: Record<string, string> = {
  Title: 'Title',
  Text: 'Text',
  Width: 'Width',
  Type: 'Widget type',
  IsDrawer: 'Side panel',
  ComponentType: 'Component',
  ToVueRouterName: 'Link',
};

const FILTER_NAMES: Record<keyof FilterTexts, string> = {
  contentFilterJson: 'Content filter',
  usersFilterJson: 'Users filter',
  assignmentsFilterJson: 'Assignments filter',
  companiesFilterJson: 'Companies filter',
};

function settingsOf(section: AnySection): Settings {
  const settings: Settings = new Map<string, unknown>([
    ['Title', section.Title],
    ['Text', section.Text],
    ['Width', section.Width],
    ['Type', section.Type.Identifier],
    ['IsDrawer', section.IsDrawer],
    ['ComponentType', section.ComponentType],
    ['ToVueRouterName', section.ToVueRouterName],
  ]);
  for (const attribute of section.Attributes) settings.set(`${ATTRIBUTE}${attribute.Name}`, attribute.Value);
  return settings;
}

const settingName = (key: string) =>
  key.startsWith(ATTRIBUTE) ? key.slice(ATTRIBUTE.length) : FIELD_NAMES[key];

/** Values as the editor shows them side by side; a missing attribute reads as '(not set)'. */
const shown = (value: unknown) => (value === undefined ? '(not set)' : String(value)).slice(0, 2000);

const sectionTitle = (...sides: (AnySection | undefined)[]) => {
  const section = sides.find((s) => s?.Title) ?? sides.find(Boolean);
  return section?.Title || section?.Type.Identifier || 'Widget';
};

const changedKeys = (from: Settings, to: Settings) =>
  [...new Set([...from.keys(), ...to.keys()])].filter(
    (key) => !isDeepStrictEqual(from.get(key), to.get(key)),
  );

function fromSettings(uuid: string | null, settings: Settings, attributeOrder: string[]): SaveSectionInput {
  const names = [...new Set([...attributeOrder, ...settings.keys()])].filter(
    (key) => key.startsWith(ATTRIBUTE) && settings.has(key),
  );
  return {
    UUID: uuid,
    Title: settings.get('Title') as string,
    Text: settings.get('Text') as string,
    Width: settings.get('Width') as number,
    Type: { Identifier: settings.get('Type') as string },
    IsDrawer: settings.get('IsDrawer') as boolean,
    ComponentType: settings.get('ComponentType') as string,
    ToVueRouterName: settings.get('ToVueRouterName') as string,
    Attributes: names.map((key) => ({
      Name: key.slice(ATTRIBUTE.length),
      Value: settings.get(key) as string,
    })),
  };
}

/** Where an item of the page's order is: a saved widget's UUID, or the editor's new widget by index. */
const orderKey = (section: AnySection, index: number) =>
  isTemporarySectionId(section.UUID) ? `new:${index}` : String(section.UUID);

/** The relative order of the keys both lists hold. */
const commonOrder = (order: string[], others: Set<string>) => order.filter((key) => others.has(key));

/**
 * One list in the order of `primary`, with what only `secondary` holds placed after its nearest
 * predecessor there (or first).
 */
function weave(primary: string[], secondary: string[], survivors: Set<string>): string[] {
  const result = primary.filter((key) => survivors.has(key));
  const placed = new Set(result);
  secondary.forEach((key, index) => {
    if (placed.has(key) || !survivors.has(key)) return;
    const before = secondary
      .slice(0, index)
      .reverse()
      .find((k) => placed.has(k));
    result.splice(before === undefined ? 0 : result.indexOf(before) + 1, 0, key);
    placed.add(key);
  });
  return result;
}

export function mergePage({
  base,
  theirs,
  yours,
}: {
  base: PageSide;
  theirs: PageSide;
  yours: PageSide;
}): PageMergeResult {
  const kept: PageChange[] = [];
  const conflicts: MergeConflict[] = [];
  const byUuid = (sections: AnySection[]) =>
    new Map(sections.filter((s) => !isTemporarySectionId(s.UUID)).map((s) => [String(s.UUID), s]));
  const baseById = byUuid(base.sections);
  const theirsById = byUuid(theirs.sections);
  const yoursById = byUuid(yours.sections);
  const merged = new Map<string, SaveSectionInput>();

  for (const uuid of new Set([...baseById.keys(), ...theirsById.keys(), ...yoursById.keys()])) {
    const [b, t, y] = [baseById.get(uuid), theirsById.get(uuid), yoursById.get(uuid)];
    // A change of theirs is named as they left the widget; a conflict as the editor sees it.
    const change = (Setting: string): PageChange => ({
      SectionUUID: uuid,
      SectionTitle: sectionTitle(t, y, b),
      Setting,
    });
    const clash = (Setting: string): PageChange => ({
      ...change(Setting),
      SectionTitle: sectionTitle(y, t, b),
    });
    if (!b) {
      // Added by them since (the editor cannot know its UUID: a save of it is refused later on).
      if (t && !y) kept.push(change('Added'));
      if (t || y) merged.set(uuid, fromSettings(uuid, settingsOf((y ?? t) as AnySection), []));
      continue;
    }
    const baseSettings = settingsOf(b);
    if (!t) {
      if (!y) continue;
      const yourChanges = changedKeys(baseSettings, settingsOf(y));
      if (yourChanges.length === 0) kept.push(change('Removed'));
      else
        conflicts.push({
          ...clash('Widget'),
          Yours: `Changed: ${yourChanges.map(settingName).join(', ')}`,
          Theirs: 'Removed',
        });
      continue;
    }
    const theirSettings = settingsOf(t);
    const theirChanges = changedKeys(baseSettings, theirSettings);
    if (!y) {
      if (theirChanges.length > 0) {
        conflicts.push({
          ...clash('Widget'),
          Yours: 'Removed',
          Theirs: `Changed: ${theirChanges.map(settingName).join(', ')}`,
        });
      }
      continue;
    }
    const yourSettings = settingsOf(y);
    const result: Settings = new Map(yourSettings);
    for (const key of theirChanges) {
      const [bv, tv, yv] = [baseSettings.get(key), theirSettings.get(key), yourSettings.get(key)];
      if (isDeepStrictEqual(tv, yv)) continue;
      if (isDeepStrictEqual(bv, yv)) {
        if (tv === undefined) result.delete(key);
        else result.set(key, tv);
        kept.push(change(settingName(key)));
      } else {
        conflicts.push({ ...clash(settingName(key)), Yours: shown(yv), Theirs: shown(tv) });
      }
    }
    merged.set(
      uuid,
      fromSettings(
        uuid,
        result,
        y.Attributes.map((a) => `${ATTRIBUTE}${a.Name}`),
      ),
    );
  }

  // The order: the side that reordered the widgets both hold leads; if both did, differently, ask.
  yours.sections.forEach((section, index) => {
    if (isTemporarySectionId(section.UUID))
      merged.set(`new:${index}`, { ...(section as SaveSectionInput), UUID: null });
  });
  const survivors = new Set(merged.keys());
  const baseOrder = base.sections.map(orderKey);
  const theirOrder = theirs.sections.map(orderKey);
  const yourOrder = yours.sections.map(orderKey);
  const inAll = new Set(
    baseOrder.filter((k) => theirOrder.includes(k) && yourOrder.includes(k) && survivors.has(k)),
  );
  const [baseCommon, theirCommon, yourCommon] = [baseOrder, theirOrder, yourOrder].map((o) =>
    commonOrder(o, inAll),
  );
  const didTheyReorder = !isDeepStrictEqual(baseCommon, theirCommon);
  const didYouReorder = !isDeepStrictEqual(baseCommon, yourCommon);
  if (didTheyReorder && didYouReorder && !isDeepStrictEqual(theirCommon, yourCommon)) {
    const titles = (order: string[]) =>
      order.map((k) => sectionTitle(merged.get(k) as AnySection)).join(' → ');
    conflicts.push({
      SectionUUID: null,
      SectionTitle: 'Page',
      Setting: 'Order',
      Yours: titles(yourCommon),
      Theirs: titles(theirCommon),
    });
  } else if (didTheyReorder && !didYouReorder) {
    kept.push({ SectionUUID: null, SectionTitle: 'Page', Setting: 'Order' });
  }
  const order =
    didTheyReorder && !didYouReorder
      ? weave(theirOrder, yourOrder, survivors)
      : weave(yourOrder, theirOrder, survivors);

  const filters: Partial<FilterTexts> = {};
  for (const key of Object.keys(FILTER_NAMES) as (keyof FilterTexts)[]) {
    const [bv, tv, yv] = [base.filters[key] ?? '', theirs.filters[key] ?? '', yours.filters[key]];
    const same = (a: string, c: string) => isDeepStrictEqual(parseFilter(a), parseFilter(c));
    if (yv === undefined || same(yv, bv)) {
      if (!same(tv, bv)) kept.push({ SectionUUID: null, SectionTitle: 'Page', Setting: FILTER_NAMES[key] });
      continue;
    }
    if (same(tv, bv) || same(tv, yv)) filters[key] = yv;
    else
      conflicts.push({
        SectionUUID: null,
        SectionTitle: 'Page',
        Setting: FILTER_NAMES[key],
        Yours: yv,
        Theirs: tv,
      });
  }

  return { sections: order.map((key) => merged.get(key) as SaveSectionInput), filters, kept, conflicts };
}
