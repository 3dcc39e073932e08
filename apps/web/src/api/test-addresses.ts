// For the tests of calls made by address (endpoint-address.ts): each address goes where its
// contract's endpoint does, with the same flags, so the web and the server cannot disagree.
import { expect } from 'vitest';

interface Target {
  method: string;
  path: string;
  acceptsIdempotencyKey?: true;
  changesNothing?: true;
}

const sent = (name: string, target: Target | undefined) => ({
  name,
  method: target?.method,
  path: target?.path,
  sendsKey: target?.acceptsIdempotencyKey === true,
  changesNothing: target?.changesNothing === true,
});

/** Every address of `addresses` matches the contract of the same name in `contracts`. */
export function expectSameAddresses(
  addresses: Record<string, Target>,
  contracts: Record<string, Target>,
): void {
  for (const [name, address] of Object.entries(addresses))
    expect(sent(name, address)).toEqual(sent(name, contracts[name]));
}
