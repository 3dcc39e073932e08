// spec 1 §5: the page modal's naming rules. Changing the title generates the path and (new pages)
// the internal name in kebab case, with an '_n' suffix on collision; spaces in a path turn into
// hyphens on blur.

/** 'Women in Leadership 2025!' → 'women-in-leadership-2025'. */
export function toKebabCase(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The base itself when free, otherwise base_1, base_2… (compared without case). */
export function withCollisionSuffix(base: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((t) => t.toLowerCase()));
  if (!base || !used.has(base.toLowerCase())) return base;
  for (let n = 1; ; n++) {
    const candidate = `${base}_${n}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}

/** spec 1 §5: spaces in the path turn into hyphens (on blur); slashes are not allowed in a segment. */
export function normalizePathSegment(path: string): string {
  return path.trim().replace(/\s+/g, '-').replace(/\/+/g, '-');
}

export interface TitleDerivedFields {
  VueRouterPath: string;
  VueRouterName: string;
  MetaTitle: string;
}

/**
 * What a new title changes. The path and (for new pages) the name follow the title while they
 * still hold what the previous title generated; Meta Title follows while it matched the title.
 */
export function deriveFromTitle(options: {
  previousTitle: string;
  title: string;
  current: TitleDerivedFields;
  isNew: boolean;
  siblingPaths: string[];
  takenNames: string[];
}): TitleDerivedFields {
  const { previousTitle, title, current, isNew } = options;
  const before = toKebabCase(previousTitle);
  const after = toKebabCase(title);
  const followsTitle = (value: string) => value === '' || value === before || value.startsWith(`${before}_`);
  return {
    VueRouterPath: followsTitle(current.VueRouterPath)
      ? withCollisionSuffix(after, options.siblingPaths)
      : current.VueRouterPath,
    VueRouterName:
      isNew && followsTitle(current.VueRouterName)
        ? withCollisionSuffix(after, options.takenNames)
        : current.VueRouterName,
    MetaTitle: current.MetaTitle === '' || current.MetaTitle === previousTitle ? title : current.MetaTitle,
  };
}
