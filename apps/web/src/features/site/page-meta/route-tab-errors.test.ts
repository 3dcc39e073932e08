import { describe, expect, it } from 'vitest';
import type { RouteForm } from './route-form.ts';
import { tabsWithErrors } from './route-tab-errors.ts';

const errors = (fields: Partial<Record<keyof RouteForm, string>>) => (field: keyof RouteForm) =>
  fields[field];

describe('the page modal tabs with errors', () => {
  it('marks the tab that holds the field with an error, and only that one', () => {
    expect([...tabsWithErrors(errors({ MetaDescription: 'Too long' }))]).toEqual(['sharing']);
    expect([...tabsWithErrors(errors({ VueRouterPath: 'Path is taken' }))]).toEqual(['page']);
  });

  it('marks nothing when no field has an error', () => {
    expect(tabsWithErrors(errors({})).size).toBe(0);
  });
});
