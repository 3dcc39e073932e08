import { describe, expect, it } from 'vitest';
import { formatPreviewAs, parsePreviewAs } from './preview-as.ts';

describe('whom a preview is for', () => {
  it('reads a person, or a reader of a role with an office and a practice group in any order', () => {
    expect(parsePreviewAs('person:12')).toEqual({ kind: 'person', personId: 12 });
    expect(parsePreviewAs('office:7, role:Partner ,practiceGroup:3')).toEqual({
      kind: 'reader',
      role: 'Partner',
      officeId: 7,
      practiceGroupId: 3,
    });
  });

  it('takes a reader without a role for a researcher', () => {
    expect(parsePreviewAs('office:7')).toEqual({
      kind: 'reader',
      role: 'Researcher',
      officeId: 7,
      practiceGroupId: null,
    });
  });

  it('refuses text that names no one clearly', () => {
    for (const text of [
      '',
      'person:',
      'person:0',
      'person:1,role:Partner',
      'role:Boss',
      'office:x',
      'office:1,office:2',
      'shoe:9',
      'person:1:2',
    ]) {
      expect(parsePreviewAs(text), text).toBeNull();
    }
  });

  it('writes back what it reads', () => {
    for (const text of ['person:12', 'role:Researcher,office:7', 'role:Partner,office:7,practiceGroup:3']) {
      expect(formatPreviewAs(parsePreviewAs(text)!)).toBe(text);
    }
  });
});
