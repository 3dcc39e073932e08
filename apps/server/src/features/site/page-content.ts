// A page's sections and filters between rows, snapshots and the wire (spec 1 §3 Page, Section).
import type { Page, PageFilters, Section } from '@atrium/contracts';
import type { FilterTexts, SectionRow } from './pages.repo.ts';
import type { PageChain } from './route-tree.ts';

export function toSection(row: SectionRow): Section {
  return {
    OID: row.id,
    DOID: null,
    UUID: row.uuid,
    Title: row.title,
    Text: row.text,
    Width: row.width,
    Type: { UUID: null, Identifier: row.typeIdentifier },
    IsDrawer: row.isDrawer,
    ComponentType: row.componentType,
    ToVueRouterName: row.toRouteName,
    Attributes: row.attributes,
  };
}

/** Filter text as stored with the route: empty or unparseable JSON is no filter (spec 3 §3). */
export function parseFilter(text: string | undefined | null): unknown {
  if (!text?.trim()) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function toPageFilters(texts: FilterTexts): PageFilters {
  return {
    ContentFilter: parseFilter(texts.contentFilterJson),
    UsersFilter: parseFilter(texts.usersFilterJson),
    AssignmentsFilter: parseFilter(texts.assignmentsFilterJson),
    CompaniesFilter: parseFilter(texts.companiesFilterJson),
  };
}

const isEmptyFilter = (value: unknown): boolean =>
  value === null ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => isEmptyFilter(v) || v === '')) ||
  value === '';

/** What the ancestors pass down: for each filter, the nearest ancestor's non-empty one. */
export function inheritedFilters(ancestorsRootFirst: FilterTexts[]): PageFilters {
  const result: PageFilters = {
    ContentFilter: null,
    UsersFilter: null,
    AssignmentsFilter: null,
    CompaniesFilter: null,
  };
  for (const ancestor of [...ancestorsRootFirst].reverse()) {
    const filters = toPageFilters(ancestor);
    for (const key of Object.keys(result) as (keyof PageFilters)[]) {
      if (result[key] === null && !isEmptyFilter(filters[key])) result[key] = filters[key];
    }
  }
  return result;
}

/** spec 1 §3 Page: the page as it lives in the tree, its sections, and the filters it inherits. */
export function toPage({ route, ancestors, fullPath, isHidden }: PageChain, sectionRows: SectionRow[]): Page {
  return {
    UUID: route.uuid,
    Title: route.title,
    MetaTitle: route.metaTitle || route.title,
    MetaDescription: route.metaDescription,
    VueRouterName: route.name,
    FullPath: fullPath,
    RedirectLink: route.redirectLink,
    Status: route.status,
    IsHidden: isHidden,
    HideDrawer: route.hideDrawer,
    Version: route.pageVersion,
    Sections: sectionRows.map(toSection),
    ...toPageFilters(route),
    Parent: { UUID: ancestors.at(-1)?.uuid ?? null, ...inheritedFilters(ancestors) },
  };
}

/** What a page version keeps: the sections as they were, and the page's filters. */
export interface PageSnapshot extends FilterTexts {
  sections: Section[];
}

export function toSnapshot(route: FilterTexts, sectionRows: SectionRow[]): PageSnapshot {
  return {
    contentFilterJson: route.contentFilterJson,
    usersFilterJson: route.usersFilterJson,
    assignmentsFilterJson: route.assignmentsFilterJson,
    companiesFilterJson: route.companiesFilterJson,
    sections: sectionRows.map(toSection),
  };
}

/** Snapshots written by older code may lack fields: read them with defaults. */
export function readSnapshot(value: unknown): PageSnapshot {
  const raw = (value ?? {}) as Partial<PageSnapshot>;
  return {
    contentFilterJson: raw.contentFilterJson ?? '',
    usersFilterJson: raw.usersFilterJson ?? '',
    assignmentsFilterJson: raw.assignmentsFilterJson ?? '',
    companiesFilterJson: raw.companiesFilterJson ?? '',
    sections: Array.isArray(raw.sections) ? raw.sections : [],
  };
}
