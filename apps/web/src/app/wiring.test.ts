import { describe, expect, it } from 'vitest';
import { loadWidgetRegistry } from './wiring.ts';

const { findWidget, types } = await loadWidgetRegistry();

// spec 3 §2.1: the display names of the widget registry.
const SPEC_DISPLAY_NAMES = [
  'Assignments',
  'Box Documents',
  'Calendar',
  'Colleague Finder',
  'At a glance',
  'Companies',
  'Content Promotion',
  'Dashboard',
  'Dashboard Promo',
  'Executive Brief Intake Form',
  'Page Viewer',
  'People Table View',
  'People Tile View',
  'People Vertical List View',
  'Quick Links',
  'Recent Teaming Win',
  'Single Partner Promo',
  'Top Offices',
  'Top Partners',
  'Top Practice Groups',
];

describe('widget registry', () => {
  it('lists every widget of spec 3 §2.1 once, with unique keys', () => {
    const names = types.map((w) => w.displayName);
    for (const name of SPEC_DISPLAY_NAMES) expect(names).toContain(name);
    expect(new Set(types.map((w) => w.type)).size).toBe(types.length);
  });

  it('finds a section’s widget by content type and component kind', () => {
    expect(findWidget({ Type: { Identifier: 'RichText' }, ComponentType: '' })?.displayName).toBe(
      'Rich Text',
    );
    expect(findWidget({ Type: { Identifier: 'Component' }, ComponentType: 'member-list' })?.displayName).toBe(
      'People Table View',
    );
    expect(findWidget({ Type: { Identifier: 'Component' }, ComponentType: 'card-table' })?.type).toBe(
      'recent-assignments',
    );
    expect(findWidget({ Type: { Identifier: 'Component' }, ComponentType: 'mystery' })).toBeNull();
  });

  it('builds the Dashboard and Dashboard Promo widgets, with a filter and settings', () => {
    for (const kind of ['dashboard', 'dashboard-promo']) {
      const widget = findWidget({ Type: { Identifier: 'Component' }, ComponentType: kind });
      expect(widget?.View).toBeDefined();
      expect(widget?.Settings).toBeDefined();
      expect(widget?.usesFilter).toBe(true);
    }
  });
});
