import type { BreakdownRow } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import {
  BREAKDOWN_TABS,
  drillInto,
  hasSharedCodes,
  nextSort,
  nextTabAfterDrill,
  rowHref,
  rowTarget,
  tabForLevels,
} from './breakdown-tabs.ts';

const row = (extra: Partial<BreakdownRow>) => ({ id: 7, name: 'x', ...extra }) as BreakdownRow;

describe('Details tabs', () => {
  it('lists the 12 tabs of the spec in order', () => {
    expect(BREAKDOWN_TABS.map((tab) => tab.label)).toEqual([
      'Region',
      'License',
      'Location',
      'Partner',
      'Assignment',
      'Company',
      'Parent',
      'Function',
      'Industry',
      'Report Group',
      'Practice Group',
      'Subsector',
    ]);
  });

  it('warns about shared codes only on Report Group, Practice Group and Subsector', () => {
    expect(BREAKDOWN_TABS.filter((tab) => hasSharedCodes(tab.type)).map((tab) => tab.type)).toEqual([
      'reportGroup',
      'practiceGroup',
      'subsector',
    ]);
  });

  it('links assignment, company and parent names to their pages, nothing else', () => {
    expect(rowHref('assignmentId', row({ assignmentId: 22438 }))).toBe('/mcl/assignments/22438');
    expect(rowHref('company', row({ companyId: 2743 }))).toBe('/mcl/companies/2743');
    expect(rowHref('parent', row({ parentId: 307 }))).toBe('/mcl/companies/307');
    expect(rowHref('company', row({ id: 0 }))).toBeNull();
    expect(rowHref('region', row({}))).toBeNull();
  });

  it('names the detail routes, so the links follow the route table', () => {
    expect(rowTarget('assignmentId', row({ assignmentId: 5 }))).toEqual({ name: '_assignmentDetail', id: 5 });
    expect(rowTarget('parent', row({ parentId: 9 }))).toEqual({ name: '_companyDetail', id: 9 });
    const resolve = (target: { name: string; id: number }) => `/x/${target.name}/${target.id}`;
    expect(rowHref('company', row({ companyId: 7 }), resolve)).toBe('/x/_companyDetail/7');
  });
});

describe('drill-down region → license → location', () => {
  it('moves to the next level after each click', () => {
    expect(nextTabAfterDrill('region')).toBe('license');
    expect(nextTabAfterDrill('license')).toBe('location');
    expect(nextTabAfterDrill('location')).toBe('fullName');
    expect(tabForLevels([])).toBe('region');
  });

  it('keeps the levels above the clicked row and replaces the rest', () => {
    const region = drillInto([], { type: 'region', id: 1, name: 'North America' });
    const license = drillInto(region, { type: 'license', id: 4, name: 'US' });
    expect(license).toEqual([
      { key: 'region', id: 1, name: 'North America' },
      { key: 'license', id: 4, name: 'US' },
    ]);
    expect(tabForLevels(license)).toBe('location');
    expect(drillInto(license, { type: 'region', id: 2, name: 'Europe' })).toEqual([
      { key: 'region', id: 2, name: 'Europe' },
    ]);
  });
});

describe('sorting the Details table', () => {
  it('flips the sorted column and starts others names-up, figures-down', () => {
    const start = { sort: 'totalBillings', direction: 'desc' as const };
    expect(nextSort(start, 'totalBillings')).toEqual({ sort: 'totalBillings', direction: 'asc' });
    expect(nextSort(start, 'name')).toEqual({ sort: 'name', direction: 'asc' });
    expect(nextSort(start, 'timeToFill')).toEqual({ sort: 'timeToFill', direction: 'desc' });
  });
});
