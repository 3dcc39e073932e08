import { describe, expect, it } from 'vitest';
import { componentKind } from '../core/widgets/widget-key.ts';
import { widgetModules, widgetSources } from './wiring.ts';

const { findWidget, types } = await widgetSources.loadAll();

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

describe('widget types by module', () => {
  it('lists for each module the keys its own types answer to, and no key twice', async () => {
    const seen = new Set<string>();
    for (const module of widgetModules) {
      const built = await module.load();
      const identifiers = built.filter((w) => w.identifier !== 'Component').map((w) => w.identifier);
      const kinds = built
        .filter((w) => w.identifier === 'Component')
        .flatMap((w) => [w.componentType, ...(w.aliases ?? [])]);
      expect([...(module.identifiers ?? [])].sort()).toEqual(identifiers.sort());
      expect([...(module.kinds ?? [])].sort()).toEqual(kinds.sort());
      for (const key of [...identifiers, ...kinds]) {
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
    }
  });

  it('loads for a section only the module that holds its widget, once', async () => {
    const richText = { Type: { Identifier: 'RichText' }, ComponentType: '' };
    const loading = widgetSources.loadFor(richText);
    expect(widgetSources.loadFor(richText)).toBe(loading);
    const registry = await loading;
    expect(registry?.types.map((w) => w.displayName).sort()).toEqual(['Page Promotion', 'Rich Text']);

    // kinds are read as the registry reads them: trimmed, in any case, aliases included
    const quickLinks = { Type: { Identifier: 'Component' }, ComponentType: ' QuickLinks ' };
    expect(componentKind(quickLinks)).toBe('quicklinks');
    expect((await widgetSources.loadFor(quickLinks))?.findWidget(quickLinks)?.displayName).toBe(
      'Quick Links',
    );

    expect(widgetSources.loadFor({ Type: { Identifier: 'Component' }, ComponentType: 'mystery' })).toBeNull();
  });
});
