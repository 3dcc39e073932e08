import {
  clientKnowledgeEndpoints,
  companyEndpoints,
  lookupKindEndpoints,
  mclEndpoints,
  offLimitsEndpoints,
  reportSearchEndpoints,
} from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
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
    for (const [name, address] of Object.entries(recordAddresses)) {
      const contract = contracts[name as keyof typeof contracts];
      expect({ name, method: address.method, path: address.path }).toEqual({
        name,
        method: contract.method,
        path: contract.path,
      });
    }
  });
});
