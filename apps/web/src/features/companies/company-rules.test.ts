import { COMPANY_MESSAGES, RELATIONSHIP } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import {
  type CompanyDraft,
  defaultMergeChoices,
  emptyDraft,
  firstInvalidStep,
  mergeChoicesOf,
  prefixWebAddress,
  toSaveBody,
  validateStep,
  withRelationship,
} from './company-rules.ts';

const options = (n: number) => Array.from({ length: n }, (_, i) => ({ ID: i + 1, Name: `Option ${i + 1}` }));

const valid: CompanyDraft = {
  ...emptyDraft('Acme Widgets'),
  City: 'Boston',
  GlobalRevenue: 2,
  countries: options(1),
  industries: options(1),
  Relationship: RELATIONSHIP.parent,
  IsCertain: true,
};

describe('wizard steps', () => {
  it('step 1 needs name, city, 1–10 countries and the global revenue', () => {
    expect(Object.keys(validateStep(0, emptyDraft()))).toEqual([
      'Name',
      'City',
      'countries',
      'GlobalRevenue',
    ]);
    expect(validateStep(0, valid)).toEqual({});
    expect(validateStep(0, { ...valid, countries: options(10) })).toEqual({});
    expect(validateStep(0, { ...valid, countries: options(11) }).countries).toBe(
      'Choose at most 10 countries.',
    );
  });

  it('step 2 needs 1–15 industries', () => {
    expect(validateStep(1, { ...valid, industries: [] }).industries).toBe('Choose at least one industry.');
    expect(validateStep(1, { ...valid, industries: options(15) })).toEqual({});
    expect(validateStep(1, { ...valid, industries: options(16) }).industries).toBe(
      'Choose at most 15 industries.',
    );
  });

  it('step 3: a parent company needs the certainty box, a subsidiary a parent', () => {
    expect(validateStep(2, { ...valid, Relationship: null }).Relationship).toBeDefined();
    expect(validateStep(2, { ...valid, IsCertain: false }).IsCertain).toContain(
      COMPANY_MESSAGES.parentCertainty,
    );
    const subsidiary = withRelationship(valid, RELATIONSHIP.subsidiary);
    expect(subsidiary.IsCertain).toBe(false);
    expect(validateStep(2, subsidiary).parent).toBe('Choose the parent company of this subsidiary.');
    expect(validateStep(2, { ...subsidiary, parent: options(1) })).toEqual({});
  });

  it('choosing parent company clears the parent', () => {
    const draft = withRelationship(
      { ...valid, Relationship: RELATIONSHIP.subsidiary, parent: options(1) },
      RELATIONSHIP.parent,
    );
    expect(draft.parent).toEqual([]);
    expect(toSaveBody({ ...draft, IsCertain: true }).ParentID).toBeNull();
  });

  it('finds the first step with an error', () => {
    expect(firstInvalidStep(valid)).toBeNull();
    expect(firstInvalidStep({ ...valid, industries: [] })).toBe(1);
    expect(firstInvalidStep({ ...valid, City: ' ' })).toBe(0);
  });

  it('rejects dangerous and malformed web addresses', () => {
    expect(validateStep(0, { ...valid, WebAddress: 'javascript:alert(1)' }).WebAddress).toBeDefined();
    expect(validateStep(0, { ...valid, WebAddress: 'not a site' }).WebAddress).toBeDefined();
    expect(validateStep(0, { ...valid, WebAddress: 'www.acme.com' })).toEqual({});
  });
});

describe('web address', () => {
  it('gets https:// prefixed when the scheme is missing', () => {
    expect(prefixWebAddress('www.acme.com')).toBe('https://www.acme.com');
    expect(prefixWebAddress('  acme.com/about ')).toBe('https://acme.com/about');
    expect(prefixWebAddress('http://acme.com')).toBe('http://acme.com');
    expect(prefixWebAddress('HTTPS://acme.com')).toBe('HTTPS://acme.com');
    expect(prefixWebAddress('')).toBe('');
  });

  it('is saved prefixed, with the ids of the chosen options', () => {
    const body = toSaveBody({ ...valid, WebAddress: 'acme.com', countries: options(2) });
    expect(body).toMatchObject({
      Name: 'Acme Widgets',
      WebAddress: 'https://acme.com',
      CompanyCountries: [{ CountryID: 1 }, { CountryID: 2 }],
      Relationship: RELATIONSHIP.parent,
      IsCertain: true,
    });
    expect(body).not.toHaveProperty('ID');
  });
});

describe('merge choices', () => {
  it('starts from the server default for every differing field and skips equal ones', () => {
    const choices = defaultMergeChoices([
      { field: 'Name', isSame: false, defaultChoice: 'survivor' },
      { field: 'City', isSame: true, defaultChoice: 'survivor' },
      { field: 'ZoomInfoId', isSame: false, defaultChoice: 'duplicate' },
      { field: 'CompanyCountries', isSame: false, defaultChoice: 'both' },
    ]);
    expect(choices).toEqual({ Name: 'survivor', ZoomInfoId: 'duplicate', CompanyCountries: 'both' });
  });

  it('offers both sides only for lists', () => {
    expect(mergeChoicesOf('CompanyIndustries')).toContain('both');
    expect(mergeChoicesOf('Name')).toEqual(['survivor', 'duplicate']);
  });
});
