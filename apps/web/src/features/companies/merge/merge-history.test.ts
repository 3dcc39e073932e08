import { describe, expect, it } from 'vitest';
import { describeChoices, describeMoves } from './MergeHistory.tsx';

const noMoves = { assignments: 0, subsidiaries: 0, invoices: 0, inveniasLink: false, zoominfoLink: false };

describe('reading a merge back', () => {
  it('says what moved over, in plain words', () => {
    expect(describeMoves({ ...noMoves, assignments: 3, subsidiaries: 1, inveniasLink: true })).toBe(
      'Moved 3 assignments, 1 subsidiary and the Invenias link.',
    );
    expect(describeMoves({ ...noMoves, invoices: 1 })).toBe('Moved 1 invoice.');
    expect(describeMoves(noMoves)).toBe('Nothing else moved over.');
  });

  it('names the fields taken from the duplicate and those that kept both sides', () => {
    expect(
      describeChoices({
        WebAddress: 'duplicate',
        City: 'survivor',
        CompanyCountries: 'both',
        Owner: 'duplicate',
      }),
    ).toBe('Took from the duplicate: Web address, Owner. Kept both: Countries.');
    expect(describeChoices({ Name: 'survivor' })).toBe('Kept every field of this company.');
  });
});
