import { clientKnowledgeEndpoints, offLimitsEndpoints, reportSearchEndpoints } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { panelAddresses } from './partner-panel-queries.ts';

describe('the partner panel calls asked for at start-up', () => {
  it('go to the same method and path as their contracts', () => {
    const contracts = {
      clients: clientKnowledgeEndpoints.clients,
      expiring: offLimitsEndpoints.expiring,
      financials: reportSearchEndpoints.partnerFinancials,
    };
    for (const [name, address] of Object.entries(panelAddresses)) {
      const contract = contracts[name as keyof typeof contracts];
      expect({ name, method: address.method, path: address.path }).toEqual({
        name,
        method: contract.method,
        path: contract.path,
      });
    }
  });
});
