import { reportEndpoints, reportToolEndpoints } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { reportToolAddresses } from '../tools/report-tools-api.ts';
import { reportEndpointAddresses } from './report-api.ts';

const contracts = { ...reportEndpoints, ...reportToolEndpoints };

describe('the report calls', () => {
  it('go to the same method and path as their contracts', () => {
    for (const [name, address] of Object.entries({ ...reportEndpointAddresses, ...reportToolAddresses })) {
      const contract = contracts[name as keyof typeof contracts];
      expect({ name, method: address.method, path: address.path }).toEqual({
        name,
        method: contract.method,
        path: contract.path,
      });
    }
  });

  it('cover every report tool call', () => {
    expect(Object.keys(reportToolAddresses).sort()).toEqual(Object.keys(reportToolEndpoints).sort());
  });
});
