import { ROUTE_NAME_MAX, ROUTE_PATH_MAX, ROUTE_TITLE_MAX } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { deriveFromTitle, normalizePathSegment, toKebabCase, withCollisionSuffix } from './route-naming.ts';

describe('page naming (spec 1 §5)', () => {
  it('turns titles into kebab case', () => {
    expect(toKebabCase('Women in Leadership 2025!')).toBe('women-in-leadership-2025');
    expect(toKebabCase('  Mergers & Acquisitions  ')).toBe('mergers-and-acquisitions');
    expect(toKebabCase('Zürich Office')).toBe('zurich-office');
  });

  it("adds an '_n' suffix on collision", () => {
    expect(withCollisionSuffix('guides', [])).toBe('guides');
    expect(withCollisionSuffix('guides', ['guides'])).toBe('guides_1');
    expect(withCollisionSuffix('guides', ['Guides', 'guides_1'])).toBe('guides_2');
  });

  it('turns spaces in a path into hyphens', () => {
    expect(normalizePathSegment(' new  joiner guide ')).toBe('new-joiner-guide');
  });

  it('derives path, internal name and meta title from the title of a new page', () => {
    const derived = deriveFromTitle({
      previousTitle: 'Tea',
      title: 'Team News',
      current: { VueRouterPath: 'tea', VueRouterName: 'tea', MetaTitle: 'Tea' },
      isNew: true,
      siblingPaths: ['team-news'],
      takenNames: ['team-news', 'team-news_1'],
    });
    expect(derived).toEqual({
      VueRouterPath: 'team-news_1',
      VueRouterName: 'team-news_2',
      MetaTitle: 'Team News',
    });
  });

  it('keeps the internal name of an existing page and values the admin typed', () => {
    const derived = deriveFromTitle({
      previousTitle: 'Offices',
      title: 'Our offices',
      current: { VueRouterPath: 'locations', VueRouterName: 'firm-offices', MetaTitle: 'Where we are' },
      isNew: false,
      siblingPaths: [],
      takenNames: [],
    });
    expect(derived).toEqual({
      VueRouterPath: 'locations',
      VueRouterName: 'firm-offices',
      MetaTitle: 'Where we are',
    });
  });
});

describe('generated names within the server limits', () => {
  const longTitle = 'x'.repeat(600);

  it('cuts the path, internal name and meta title generated from a long title', () => {
    const derived = deriveFromTitle({
      previousTitle: '',
      title: longTitle,
      current: { VueRouterPath: '', VueRouterName: '', MetaTitle: '' },
      isNew: true,
      siblingPaths: [],
      takenNames: [],
    });
    expect(derived).toEqual({
      VueRouterPath: 'x'.repeat(ROUTE_PATH_MAX),
      VueRouterName: 'x'.repeat(ROUTE_NAME_MAX),
      MetaTitle: 'x'.repeat(ROUTE_TITLE_MAX),
    });
  });

  it('keeps a suffixed name within the limit and keeps following the title after a cut', () => {
    const cut = 'x'.repeat(ROUTE_NAME_MAX);
    const suffixed = withCollisionSuffix('x'.repeat(600), [cut], ROUTE_NAME_MAX);
    expect(suffixed).toBe(`${'x'.repeat(ROUTE_NAME_MAX - 2)}_1`);

    const derived = deriveFromTitle({
      previousTitle: longTitle,
      title: `${longTitle}y`,
      current: { VueRouterPath: cut, VueRouterName: suffixed, MetaTitle: 'x'.repeat(ROUTE_TITLE_MAX) },
      isNew: true,
      siblingPaths: [],
      takenNames: [],
    });
    expect(derived.VueRouterName).toBe(cut);
    expect(derived.VueRouterPath).toBe(cut);
    expect(derived.MetaTitle).toBe('x'.repeat(ROUTE_TITLE_MAX));
  });

  it('does not take over a path the admin shortened by hand', () => {
    const derived = deriveFromTitle({
      previousTitle: 'Team News',
      title: 'Team News Weekly',
      current: { VueRouterPath: 'team', VueRouterName: 'team-news', MetaTitle: 'Team News' },
      isNew: true,
      siblingPaths: [],
      takenNames: [],
    });
    expect(derived.VueRouterPath).toBe('team');
    expect(derived.VueRouterName).toBe('team-news-weekly');
  });
});
