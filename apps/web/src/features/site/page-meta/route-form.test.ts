import { describe, expect, it } from 'vitest';
import { emptyRouteForm, isRouteFormComplete, readDate, toSaveRouteRequest } from './route-form.ts';

describe('the page form', () => {
  it("reads '0000-00-00' as an empty date", () => {
    expect(readDate('0000-00-00')).toBe('');
    expect(readDate('2024-03-01')).toBe('2024-03-01');
  });

  it('needs a title, an internal name and a path', () => {
    const form = { ...emptyRouteForm(null), Title: 'News', VueRouterName: 'news', VueRouterPath: ' ' };
    expect(isRouteFormComplete(form)).toBe(false);
    expect(isRouteFormComplete({ ...form, VueRouterPath: 'news' })).toBe(true);
  });

  it('sends a new page under its parent, without empty dates or meta image', () => {
    const parent = '00000000-0000-4000-8000-000000000001';
    const request = toSaveRouteRequest({ form: { ...emptyRouteForm(parent), Title: 'News' } });
    expect(request).toMatchObject({
      Parent: { UUID: parent },
      PublishDate: null,
      MetaImage: null,
      Title: 'News',
    });
    expect(request.UUID).toBeUndefined();
    expect(toSaveRouteRequest({ form: emptyRouteForm(null), force: true }).Force).toBe(true);
  });
});
