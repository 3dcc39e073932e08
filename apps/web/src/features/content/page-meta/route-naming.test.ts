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
