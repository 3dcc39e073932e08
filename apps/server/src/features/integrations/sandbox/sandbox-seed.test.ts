import { normaliseCompanyName } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { type SandboxSeedCompany, seedInveniasRecords, seedZoomInfoRecords } from './sandbox-seed.ts';

const companies: SandboxSeedCompany[] = Array.from({ length: 200 }, (_, i) => ({
  id: i + 1,
  name: `Company ${String.fromCharCode(65 + (i % 26))}${i} ${i % 3 === 0 ? 'AG' : 'Pharma'}`,
  city: ['Basel', 'London', 'Paris'][i % 3],
  webAddress: `www.company${i}.example`,
  isClient: i % 2 === 0,
  status: i % 2 === 0 ? 'Current' : 'Prospect',
  globalRevenue: (i % 3) + 1,
  inveniasId: i % 4 === 0 ? `inv-${i}` : null,
  zoominfoId: i % 5 === 0 ? String(500_000_000 + i) : null,
  cannotLink: i === 7,
  parentName: null,
  countries: ['Switzerland'],
  industries: ['Pharmaceuticals'],
}));

describe('sandbox seed', () => {
  it('is the same every time', () => {
    expect(seedInveniasRecords(companies)).toEqual(seedInveniasRecords(companies));
    expect(seedZoomInfoRecords(companies)).toEqual(seedZoomInfoRecords(companies));
  });

  it('has a record under every linked id, pointing back at the company', () => {
    const invenias = new Map(seedInveniasRecords(companies).map((r) => [r.recordId, r.record]));
    const zoominfo = new Set(seedZoomInfoRecords(companies).map((r) => r.recordId));
    for (const company of companies) {
      if (company.inveniasId) expect(invenias.get(company.inveniasId)?.ExternalId2).toBe(String(company.id));
      if (company.zoominfoId) expect(zoominfo.has(company.zoominfoId)).toBe(true);
    }
  });

  it('gives unlinked companies exact, near-duplicate and missing matches, and adds provider-only records', () => {
    for (const records of [seedInveniasRecords(companies), seedZoomInfoRecords(companies)]) {
      const names = records.map((r) => String(r.record.CompanyName ?? r.record.ZI_C_COMPANY_NAME));
      const unlinked = companies.filter((c) => !c.inveniasId && !c.zoominfoId);
      const exact = unlinked.filter((c) => names.includes(c.name));
      const near = unlinked.filter(
        (c) => !names.includes(c.name) && records.some((r) => r.searchKey === normaliseCompanyName(c.name)),
      );
      const missing = unlinked.filter(
        (c) => !records.some((r) => r.searchKey.startsWith(normaliseCompanyName(c.name))),
      );
      expect(exact.length).toBeGreaterThan(10);
      expect(near.length).toBeGreaterThan(5);
      expect(missing.length).toBeGreaterThan(10);
      const known = new Set(companies.map((c) => normaliseCompanyName(c.name)));
      expect(records.some((r) => !known.has(r.searchKey) && !r.searchKey.startsWith('company'))).toBe(true);
    }
  });

  it('leaves out of ZoomInfo a company marked as one that cannot be linked', () => {
    const names = seedZoomInfoRecords(companies).map((r) => r.searchKey);
    expect(names).not.toContain(normaliseCompanyName(companies[7].name));
  });
});
