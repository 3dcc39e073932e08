import { describe, expect, it } from 'vitest';
import { mergeOptions, nextSelection } from './lookup-selection.ts';

const acme = { ID: 1, Name: 'Acme' };
const globex = { ID: 2, Name: 'Globex' };
const initech = { ID: 3, Name: 'Initech' };

describe('lookup picker selection', () => {
  it('lists each option once, chosen ones first', () => {
    expect(mergeOptions([globex], [acme, globex, initech])).toEqual([globex, acme, initech]);
  });

  it('keeps only known options, without duplicates', () => {
    expect(nextSelection({ ids: [1, 1, 99, 2], known: [acme, globex], maxItems: 5 })).toEqual([acme, globex]);
  });

  it('caps the selection at maxItems', () => {
    expect(nextSelection({ ids: [1, 2, 3], known: [acme, globex, initech], maxItems: 2 })).toEqual([
      acme,
      globex,
    ]);
  });

  it('replaces a single pick with the newest choice', () => {
    expect(nextSelection({ ids: [1, 3], known: [acme, initech], maxItems: 1 })).toEqual([initech]);
    expect(nextSelection({ ids: [], known: [acme], maxItems: 1 })).toEqual([]);
  });
});
