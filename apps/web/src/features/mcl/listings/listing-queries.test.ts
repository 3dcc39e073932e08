import {
  AssignmentListRequestSchema,
  CompanyListRequestSchema,
  mclEndpoints,
  offLimitsEndpoints,
} from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { marksAddress } from '../off-limits/use-off-limits-marks.ts';
import { firstAssignmentPage, firstCompanyPage, listAddresses } from './listing-queries.ts';

describe('the list calls asked for at start-up', () => {
  it('go to the same method and path as their contracts', () => {
    const pairs = [
      [listAddresses.assignments, mclEndpoints.assignments],
      [listAddresses.companies, mclEndpoints.companies],
      [marksAddress, offLimitsEndpoints.many],
    ] as const;
    for (const [address, contract] of pairs)
      expect({ method: address.method, path: address.path }).toEqual({
        method: contract.method,
        path: contract.path,
      });
  });

  it('ask for a first page the listing contracts accept', () => {
    for (const scope of ['my', 'location', 'all'] as const) {
      expect(AssignmentListRequestSchema.safeParse(firstAssignmentPage(scope)).success).toBe(true);
      expect(CompanyListRequestSchema.safeParse(firstCompanyPage(scope)).success).toBe(true);
    }
  });
});
