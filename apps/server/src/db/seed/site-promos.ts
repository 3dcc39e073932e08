// Promo data of the demo site (spec 3 §2.8): page kinds, tags and share texts of the pages promos
// show, and the Content Promotion and intake form widgets placed on demo pages. Keyed by internal
// route name; applied to the rows the site generator built.
import { brand, type PageKind } from '@atrium/contracts';
import type * as schema from '../schema/index.ts';

type RouteValues = typeof schema.routes.$inferInsert;
type SectionValues = typeof schema.sections.$inferInsert;

interface PromoMeta {
  kind: PageKind;
  tags: string[];
  metaDescription?: string;
}

const firm = brand.firmNode;

const PROMO_META: Record<string, PromoMeta> = {
  [`${firm}-news-record-year-leadership-consulting`]: {
    kind: 'SitesPageBlogPost',
    tags: ['News', 'Leadership Consulting'],
    metaDescription: 'Billings up by a fifth, led by board effectiveness reviews and top-team assessments.',
  },
  [`${firm}-news-new-partners`]: {
    kind: 'SitesPageBlogPost',
    tags: ['News', 'People'],
    metaDescription: 'This year’s partner class joins from eleven offices and six practices.',
  },
  [`${firm}-news-riyadh-office`]: {
    kind: 'SitesPageEvent',
    tags: ['News', 'Offices'],
    metaDescription:
      'Our second office in the Gulf opens on King Fahd Road, serving clients across Saudi Arabia.',
  },
  [`${firm}-our-firm-history`]: {
    kind: 'SitesPageCaseStudy',
    tags: ['Our firm'],
    metaDescription: 'How a two-office boutique became a global search and consulting firm.',
  },
  [`${firm}-policies-employee-handbook`]: {
    kind: 'SitesPageMediaFile',
    tags: ['Policies'],
  },
  'initiatives-diversity-women-in-leadership': {
    kind: 'SitesPageEvent',
    tags: ['Diversity', 'People'],
    metaDescription:
      'Nominations are open for the programme that prepares the next generation of women partners.',
  },
  'initiatives-diversity-mentoring': {
    kind: 'OlympusWebPage',
    tags: ['Diversity', 'Learning'],
    metaDescription:
      'Pairs every new partner with a senior mentor from another practice for their first year.',
  },
  'initiatives-sustainability-net-zero': {
    kind: 'SitesPageCaseStudy',
    tags: ['Sustainability'],
    metaDescription:
      'Our plan to reach net zero across offices and travel by 2030, and where we stand today.',
  },
  'initiatives-learning-partner-academy': {
    kind: 'SitesPageEvent',
    tags: ['Learning', 'People'],
    metaDescription:
      'Three residential modules on client leadership for partners in their first three years.',
  },
  'initiatives-learning-research-excellence': {
    kind: 'OlympusWebPage',
    tags: ['Learning'],
    metaDescription: 'Sourcing, assessment and market mapping skills for researchers, taught by our best.',
  },
};

/**
 * Pages whose share card has an image, and the photo of promo-photos/ it shows; the others show as
 * text-only blurbs in tile mode.
 */
export const PROMO_IMAGE_PAGES: Record<string, string> = {
  [`${firm}-news-record-year-leadership-consulting`]: 'summit-sunrise.jpg',
  [`${firm}-news-riyadh-office`]: 'office-facade.jpg',
  'initiatives-diversity-women-in-leadership': 'mountain-trail.jpg',
  'initiatives-diversity-mentoring': 'lakeside-boats.jpg',
  'initiatives-sustainability-net-zero': 'forest-path.jpg',
  'initiatives-learning-research-excellence': 'valley-view.jpg',
};

/** The manual promo list on the firm's home page, in this order. */
const HOME_PICKS = [
  'initiatives-learning-partner-academy',
  'initiatives-sustainability-net-zero',
  'initiatives-diversity-mentoring',
];

export interface PromoSeed {
  tags: { id: number; name: string }[];
  routeTags: { routeId: number; tagId: number }[];
}

/**
 * Sets kinds, tags and share texts on the generated pages and adds the promo and intake widgets.
 * `firstTagId` is the id the first new tag gets; `nextSection` allocates section ids and uuids.
 */
export function applyPromoSeed(options: {
  routeRows: RouteValues[];
  sectionRows: SectionValues[];
  firstTagId: number;
  nextSection: () => { id: number; uuid: string };
  /** Image (asset) ids of the pages of PROMO_IMAGE_PAGES, by internal name. */
  imageIds: Map<string, number>;
}): PromoSeed {
  const { routeRows, sectionRows } = options;
  const byName = new Map(routeRows.map((r) => [r.name, r]));
  const tagIds = new Map<string, number>();
  const routeTags: PromoSeed['routeTags'] = [];
  const tagId = (name: string) => {
    let id = tagIds.get(name);
    if (id === undefined) {
      id = options.firstTagId + tagIds.size;
      tagIds.set(name, id);
    }
    return id;
  };
  // Every row names its kind: the bulk insert takes its columns from the first row.
  for (const route of routeRows) {
    route.pageKind ??= 'OlympusWebPage';
    const imageId = options.imageIds.get(route.name);
    route.metaImageOid = imageId ?? null;
    route.metaImageType = imageId === undefined ? '' : 'Image';
  }
  for (const [name, meta] of Object.entries(PROMO_META)) {
    const route = byName.get(name);
    if (!route?.id) throw new Error(`demo site: promo data for the unknown page '${name}'`);
    route.pageKind = meta.kind;
    if (meta.metaDescription) route.metaDescription = meta.metaDescription;
    for (const tag of meta.tags) routeTags.push({ routeId: route.id, tagId: tagId(tag) });
  }

  const addSection = (
    routeName: string,
    section: Omit<SectionValues, 'id' | 'uuid' | 'routeId' | 'position'>,
  ) => {
    const route = byName.get(routeName);
    if (!route?.id) throw new Error(`demo site: a widget for the unknown page '${routeName}'`);
    const position = sectionRows.filter((s) => s.routeId === route.id).length;
    sectionRows.push({
      ...options.nextSection(),
      routeId: route.id,
      position,
      text: '',
      toRouteName: '',
      ...section,
    });
  };
  const picked = HOME_PICKS.map((name) => {
    const route = byName.get(name);
    if (!route?.id || !route.uuid) throw new Error(`demo site: a promo of the unknown page '${name}'`);
    const kind = PROMO_META[name]?.kind ?? 'OlympusWebPage';
    return {
      oid: route.id,
      uuid: route.uuid,
      type: { Identifier: kind, Title: '', UUID: kind },
      VueRouterName: route.name,
      title: route.title,
    };
  });
  addSection(firm, {
    title: 'Across the firm',
    typeIdentifier: 'Component',
    componentType: 'promos',
    width: 12,
    attributes: [
      { Name: 'kind', Value: 'manual' },
      { Name: 'content', Value: JSON.stringify(picked) },
      { Name: 'display', Value: 'horizontal' },
    ],
  });
  addSection(`${firm}-news`, {
    title: 'Latest news',
    typeIdentifier: 'Component',
    componentType: 'promos',
    width: 12,
    attributes: [
      { Name: 'kind', Value: 'dynamic' },
      { Name: 'options', Value: JSON.stringify({ limit: 3, usePageFilter: false }) },
      { Name: 'json', Value: JSON.stringify({ tags: [{ Id: tagId('News'), Text: 'News' }], search: '' }) },
      { Name: 'display', Value: 'tile' },
    ],
  });
  addSection('mcl', {
    title: 'New executive brief',
    typeIdentifier: 'Component',
    componentType: 'intake-form',
    width: 12,
    attributes: [],
  });
  return { tags: [...tagIds].map(([name, id]) => ({ id, name })), routeTags };
}
