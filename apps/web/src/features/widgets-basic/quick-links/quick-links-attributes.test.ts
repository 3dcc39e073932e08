import { describe, expect, it } from 'vitest';
import { readAttributes } from '../../../core/widgets/attributes.ts';
import { linkKind, QuickLinksAttributesSchema } from './quick-links-attributes.ts';

describe('quick links', () => {
  it('opens http and mailto in a window, /paths in the app, anything else by route name', () => {
    expect(linkKind('https://example.com')).toBe('window');
    expect(linkKind('HTTP://example.com')).toBe('window');
    expect(linkKind('mailto:help@firm.com')).toBe('window');
    expect(linkKind('/directory/locations')).toBe('path');
    expect(linkKind('_members')).toBe('route');
    expect(linkKind('holiday-calendar')).toBe('route');
  });

  it('reads stale items with defaults and a broken list as empty', () => {
    const { items } = readAttributes(QuickLinksAttributesSchema, [
      { Name: 'items', Value: JSON.stringify([{ id: 3, title: 'HR', href: '/hr', target: 'popup' }]) },
    ]);
    expect(items).toEqual([
      { id: '3', title: 'HR', description: '', href: '/hr', text: '', target: '_self' },
    ]);
    expect(readAttributes(QuickLinksAttributesSchema, [{ Name: 'items', Value: '{oops' }]).items).toEqual([]);
    expect(readAttributes(QuickLinksAttributesSchema, []).items).toEqual([]);
  });
});
