import { describe, expect, it } from 'vitest';
import { setDateLocale } from '../../../ui/dates.ts';
import { describeDraftNote } from './draft-note.ts';

describe('what the save bar says of the draft', () => {
  setDateLocale('en-GB');
  const now = new Date(2026, 10, 29, 12, 30);
  const today = new Date(2026, 10, 29, 12, 3).toISOString();
  const earlier = new Date(2026, 10, 27, 9, 15).toISOString();

  it('names the time of a draft kept or restored today', () => {
    expect(describeDraftNote({ kind: 'saved', at: today }, now)).toBe('Draft saved 12:03');
    expect(describeDraftNote({ kind: 'restored', at: today }, now)).toBe('Restored your draft from 12:03');
  });

  it('names the day as well of a draft from another day', () => {
    expect(describeDraftNote({ kind: 'restored', at: earlier }, now)).toBe(
      'Restored your draft from 27 Nov 2026, 9:15',
    );
  });

  it('names whose draft was opened, and why keeping one failed', () => {
    expect(describeDraftNote({ kind: 'opened', at: today, author: 'Robin Hale' }, now)).toBe(
      "Opened Robin Hale's draft from 12:03",
    );
    expect(describeDraftNote({ kind: 'failed', message: 'Page not found.' }, now)).toBe(
      'Draft not saved: Page not found.',
    );
  });
});
