import {
  clientKnowledgeEndpoints,
  companyEndpoints,
  lookupKindEndpoints,
  mclEndpoints,
  offLimitsEndpoints,
  reportSearchEndpoints,
} from '@atrium/contracts';
import { describe, it } from 'vitest';
import { expectSameAddresses } from '../../api/test-addresses.ts';
import { recordAddresses } from './mcl-queries.ts';

describe('the record calls asked for at start-up', () => {
  it('go to the same method and path as their contracts', () => {
    const contracts = {
      assignment: mclEndpoints.assignment,
      company: companyEndpoints.get,
      hierarchy: mclEndpoints.hierarchy,
      offLimits: offLimitsEndpoints.company,
      knownBy: clientKnowledgeEndpoints.knownBy,
      users: lookupKindEndpoints.user.filter,
      companyFinancials: reportSearchEndpoints.companyFinancials,
    };
    expectSameAddresses(recordAddresses, contracts);
  });
});
