import {
  AssignmentListRequestSchema,
  CompanyListRequestSchema,
  mclEndpoints,
  offLimitsEndpoints,
} from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { expectSameAddresses } from '../../../api/test-addresses.ts';
import { marksAddress } from '../off-limits/use-off-limits-marks.ts';
import { firstAssignmentPage, firstCompanyPage, listAddresses } from './listing-queries.ts';

describe('the list calls asked for at start-up', () => {
  it('go to the same method and path as their contracts', () => {
    expectSameAddresses(
      { assignments: listAddresses.assignments, companies: listAddresses.companies, marks: marksAddress },
      {
        assignments: mclEndpoints.assignments,
        companies: mclEndpoints.companies,
        marks: offLimitsEndpoints.many,
      },
    );
  });

  it('ask for a first page the listing contracts accept', () => {
    for (const scope of ['my', 'location', 'all'] as const) {
      expect(AssignmentListRequestSchema.safeParse(firstAssignmentPage(scope)).success).toBe(true);
      expect(CompanyListRequestSchema.safeParse(firstCompanyPage(scope)).success).toBe(true);
    }
  });
});
