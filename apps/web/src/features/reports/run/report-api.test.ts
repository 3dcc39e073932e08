import { reportEndpoints, reportToolEndpoints } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { expectSameAddresses } from '../../../api/test-addresses.ts';
import { reportToolAddresses } from '../tools/report-tools-api.ts';
import { reportEndpointAddresses } from './report-api.ts';

const contracts = { ...reportEndpoints, ...reportToolEndpoints };

describe('the report calls', () => {
  it('go to the same method and path as their contracts', () => {
    expectSameAddresses({ ...reportEndpointAddresses, ...reportToolAddresses }, contracts);
  });

  it('cover every report tool call', () => {
    expect(Object.keys(reportToolAddresses).sort()).toEqual(Object.keys(reportToolEndpoints).sort());
  });
});
