// spec 1 §5: the page modal's naming rules. Changing the title generates the path and (new pages)
// the internal name in kebab case, with an '_n' suffix on collision; spaces in a path turn into
// hyphens on blur. What is generated fits the lengths the server accepts, so a long
// title cannot make the name or path the reason a save is refused.
import { ROUTE_NAME_MAX, ROUTE_PATH_MAX, ROUTE_TITLE_MAX } from '@atrium/contracts';

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

/** The text cut to at most `maxLength` characters, without a hyphen left dangling at the end. */
export function cutTo(text: string, maxLength: number): string {
  return text.length <= maxLength ? text : text.slice(0, maxLength).replace(/-+$/, '');
}

/**
 * The base itself when free, otherwise base_1, base_2… (compared without case), each at most
 * `maxLength` long: the base is shortened to make room for the suffix.
 */
export function withCollisionSuffix(base: string, taken: Iterable<string>, maxLength = Infinity): string {
  const used = new Set([...taken].map((t) => t.toLowerCase()));
  const whole = cutTo(base, maxLength);
  if (!whole || !used.has(whole.toLowerCase())) return whole;
  for (let n = 1; ; n++) {
    const suffix = `_${n}`;
    const candidate = `${cutTo(base, maxLength - suffix.length)}${suffix}`;
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
  // A value generated from the previous title: its kebab case, with an '_n' suffix and cut to fit.
  const followsTitle = (value: string, maxLength: number) => {
    const stem = value.replace(/_\d+$/, '');
    return value === '' || stem === cutTo(before, maxLength - (value.length - stem.length));
  };
  const metaBefore = cutTo(previousTitle, ROUTE_TITLE_MAX);
  return {
    VueRouterPath: followsTitle(current.VueRouterPath, ROUTE_PATH_MAX)
      ? withCollisionSuffix(after, options.siblingPaths, ROUTE_PATH_MAX)
      : current.VueRouterPath,
    VueRouterName:
      isNew && followsTitle(current.VueRouterName, ROUTE_NAME_MAX)
        ? withCollisionSuffix(after, options.takenNames, ROUTE_NAME_MAX)
        : current.VueRouterName,
    MetaTitle:
      current.MetaTitle === '' || current.MetaTitle === metaBefore
        ? cutTo(title, ROUTE_TITLE_MAX)
        : current.MetaTitle,
  };
}
