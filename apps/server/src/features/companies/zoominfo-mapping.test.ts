import type { Company } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import type { ZoomInfoRecord } from '../integrations/zoominfo/zoominfo-shapes.ts';
import { planEnrichment, revenueBandOf } from './zoominfo-mapping.ts';

describe('revenueBandOf', () => {
  it.each([
    ['$100 mil. - $250 mil.', 1],
    ['$500 mil. - $1 bil.', 1],
    ['$1 bil. - $5 bil.', 2],
    ['Over $5 bil.', 3],
    ['$5B +', 3],
    ['$10 mil. - $50 mil.', 1],
  ])('reads %s as band %i (spec 3 §9)', (range, band) => {
    expect(revenueBandOf(range)).toBe(band);
  });

  it('knows nothing from an empty or wordy range', () => {
    expect(revenueBandOf(null)).toBeNull();
    expect(revenueBandOf('Unknown')).toBeNull();
  });
});

const company: Company = {
  ID: 7,
  Name: 'Northgate Pharma',
  City: 'Basel',
  WebAddress: 'www.northgatepharma.example',
  GlobalRevenue: 1,
  isPrivateEquity: false,
  ParentID: 7,
  Parent: null,
  IsKeyAccount: false,
  IsClient: true,
  ClientStatus: 'Current',
  CompanyCountries: [{ ID: 1, CompanyID: 7, CountryID: 10, Name: 'Switzerland' }],
  CompanyIndustries: [{ ID: 1, CompanyID: 7, IndustryID: 20, Name: 'Pharmaceuticals' }],
  InveniasID: null,
  ZoomInfoId: '123456789',
  ExternalId2: null,
  ExternalId3: null,
  Owner: null,
  OffLimitsDate: null,
  removable: false,
};

const record: ZoomInfoRecord = {
  ZI_C_ID: '123456789',
  ZI_C_COMPANY_NAME: 'Northgate Pharma AG',
  ZI_C_URL: 'https://www.northgatepharma.example',
  ZI_C_STREET: null,
  ZI_C_CITY: 'Basel',
  ZI_C_STATE: null,
  ZI_C_ZIP: null,
  ZI_C_COUNTRY: 'Switzerland',
  ZI_C_REVENUE_RANGE: '$500 mil. - $1 bil.',
  ZI_C_IMMEDIATE_PARENT_NAME: null,
  ZI_C_EMPLOYEES: 900,
  ZI_C_EMPLOYEE_GROWTH_2YR: 3.5,
  ZI_C_INDUSTRIES: ['Pharmaceuticals'],
  ZI_C_TICKER: null,
  ZI_C_TICKERS_ALT: null,
  ZI_C_LATEST_FUNDING_AMOUNT: null,
  ZI_C_LATEST_FUNDING_DATE: null,
  ZI_C_FACEBOOK_URL: null,
  ZI_C_LINKEDIN_URL: null,
  ZI_C_TWITTER_URL: null,
  ZoomInfoUrl: null,
};

const ids = {
  countryIds: new Map([
    ['switzerland', 10],
    ['germany', 11],
  ]),
  industryIds: new Map([
    ['pharmaceuticals', 20],
    ['biotechnology', 21],
  ]),
};

describe('planEnrichment', () => {
  it('changes nothing when ZoomInfo agrees (a missing https:// is no difference)', () => {
    expect(planEnrichment({ company, record, ...ids }).changes).toEqual([]);
  });

  it('lists every field ZoomInfo disagrees on, with the values before and after', () => {
    const plan = planEnrichment({
      company,
      record: {
        ...record,
        ZI_C_ID: '999',
        ZI_C_CITY: 'Zurich',
        ZI_C_URL: 'northgate.example',
        ZI_C_REVENUE_RANGE: '$1 bil. - $5 bil.',
        ZI_C_COUNTRY: 'Germany',
        ZI_C_INDUSTRIES: ['Biotechnology', 'Unmapped Industry', 'Pharmaceuticals'],
      },
      ...ids,
    });
    expect(plan.changes.map((c) => [c.field, c.from, c.to])).toEqual([
      ['City', 'Basel', 'Zurich'],
      ['WebAddress', 'www.northgatepharma.example', 'https://northgate.example'],
      ['GlobalRevenue', '< $1B', '$1 - $5B'],
      ['CompanyCountries', 'Switzerland', 'Switzerland, Germany'],
      ['CompanyIndustries', 'Pharmaceuticals', 'Pharmaceuticals, Biotechnology'],
      ['ZoomInfoId', '123456789', '999'],
    ]);
    expect(plan.values).toEqual({
      city: 'Zurich',
      webAddress: 'https://northgate.example',
      globalRevenue: 2,
      countryIds: [10, 11],
      industryIds: [20, 21],
      zoominfoId: '999',
    });
  });

  it('never adds an 11th country (spec 3 §9)', () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({
      ID: i,
      CompanyID: 7,
      CountryID: 100 + i,
      Name: `C${i}`,
    }));
    const plan = planEnrichment({
      company: { ...company, CompanyCountries: ten },
      record: { ...record, ZI_C_COUNTRY: 'Germany' },
      ...ids,
    });
    expect(plan.changes.find((c) => c.field === 'CompanyCountries')).toBeUndefined();
  });
});
