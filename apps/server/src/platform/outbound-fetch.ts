// Every request the server makes on someone's behalf to an address it was given (a calendar feed,
// a connector set up at run time) goes through here (docs/security.md "Outbound requests"). The
// host name is resolved once, every address it resolves to is checked, and the connection is made
// to the checked address — no second lookup that could answer differently. Redirects are followed
// by hand, each hop checked the same way. A refusal says one thing, before any connection is tried,
// so it tells nothing about what listens inside.

import type { LookupAddress, LookupOptions } from 'node:dns';
import dns from 'node:dns';
import { Agent, fetch as undiciFetch } from 'undici';
import { type AllowList, isInternalAddress, parseAddress, parseAllowList } from './internal-address.ts';

export const OUTBOUND_REFUSED_MESSAGE = 'This address cannot be fetched: it points inside the network.';
export const MAX_REDIRECTS = 5;

/** The server will not fetch this address: it lies inside the network and is not allowlisted. */
export class OutboundRefusedError extends Error {
  constructor() {
    super(OUTBOUND_REFUSED_MESSAGE);
    this.name = 'OutboundRefusedError';
  }
}

/** The address cannot be followed for another reason the caller may show (scheme, redirects). */
export class OutboundAddressError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboundAddressError';
  }
}

/** The refusal inside an error `fetch` threw (undici wraps connection errors as their cause). */
function outboundRefusal(error: unknown): OutboundRefusedError | OutboundAddressError | null {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++)
    if (e instanceof OutboundRefusedError || e instanceof OutboundAddressError) return e;
  return null;
}

export interface OutboundInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

export interface OutboundFetch {
  /** Like `fetch`, with redirects followed here and every hop checked; throws the errors above. */
  fetch(url: string | URL, init?: OutboundInit): Promise<Response>;
  close(): Promise<void>;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A resolver that refuses names with any internal address and hands on only what it checked. */
function guardedLookup(allow: AllowList) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { family: options.family ?? 0, hints: options.hints, all: true }, (error, found) => {
      if (error) return callback(error, []);
      const isAllowed =
        allow.allowsHost(hostname) ||
        found.every((a) => allow.allowsAddress(a.address) || !isInternalAddress(a.address));
      if (!isAllowed || found.length === 0) return callback(new OutboundRefusedError(), []);
      if (options.all) return callback(null, found);
      const [first] = found as [LookupAddress];
      return callback(null, first.address, first.family);
    });
  };
}

/** Refuses what the resolver never sees: a scheme other than http(s) and addresses written as numbers. */
function checkUrl(url: URL, allow: AllowList): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundAddressError('Only http and https addresses can be fetched.');
  // The URL parser already turned 2130706433, 0x7f.1 and 017700000001 into 127.0.0.1.
  const literal = parseAddress(url.hostname);
  if (literal && !allow.allowsAddress(url.hostname) && isInternalAddress(url.hostname))
    throw new OutboundRefusedError();
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export function createOutboundFetch(options: { allowHosts?: string }): OutboundFetch {
  const allow = parseAllowList(options.allowHosts);
  const agent = new Agent({ connect: { lookup: guardedLookup(allow) } });

  return {
    async fetch(input, init = {}) {
      let url = new URL(input);
      let method = (init.method ?? 'GET').toUpperCase();
      let body = init.body;
      const headers = { ...init.headers };
      for (let hop = 0; ; hop++) {
        checkUrl(url, allow);
        let response: Response;
        try {
          response = (await undiciFetch(url, {
            method,
            headers,
            body,
            signal: init.signal,
            redirect: 'manual',
            dispatcher: agent,
          })) as unknown as Response;
        } catch (error) {
          // The resolver's refusal arrives wrapped as the cause of "fetch failed": hand it on as is.
          throw outboundRefusal(error) ?? error;
        }
        const location = response.headers.get('location');
        if (!REDIRECTS.has(response.status) || !location) return response;
        await response.body?.cancel().catch(() => undefined);
        if (hop >= MAX_REDIRECTS)
          throw new OutboundAddressError(`The address redirected more than ${MAX_REDIRECTS} times.`);
        const next = new URL(location, url);
        // As browsers do: 303 (and 301/302 after a POST) continue as GET without the body, and
        // credentials are not handed to another origin.
        if (
          response.status === 303 ||
          ((response.status === 301 || response.status === 302) && method === 'POST')
        ) {
          if (method !== 'HEAD') method = 'GET';
          body = undefined;
          delete headers['content-type'];
        }
        if (next.origin !== url.origin)
          for (const name of Object.keys(headers))
            if (['authorization', 'cookie'].includes(name.toLowerCase())) delete headers[name];
        url = next;
      }
    },
    close: () => agent.close(),
  };
}
