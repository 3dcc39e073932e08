import { clientKnowledgeEndpoints, offLimitsEndpoints, reportSearchEndpoints } from '@atrium/contracts';
import { describe, it } from 'vitest';
import { expectSameAddresses } from '../../api/test-addresses.ts';
import { panelAddresses } from './partner-panel-queries.ts';

describe('the partner panel calls asked for at start-up', () => {
  it('go to the same method and path as their contracts', () => {
    const contracts = {
      clients: clientKnowledgeEndpoints.clients,
      expiring: offLimitsEndpoints.expiring,
      financials: reportSearchEndpoints.partnerFinancials,
    };
    expectSameAddresses(panelAddresses, contracts);
  });
});
