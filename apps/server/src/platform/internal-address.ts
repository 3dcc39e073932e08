// Which IP addresses lie inside the network (docs/security.md "Outbound requests"): the server must
// not fetch them on someone's behalf, whatever form the address is written in. Parsing is
// ipaddr.js's, which reads the forms a URL or a resolver may hand over (127.0.0.1, 2130706433,
// 0x7f.1, 017700000001, ::ffff:127.0.0.1).
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** Ranges nobody outside the firm can be reached at: loopback, private, link-local, CGNAT, … */
const INTERNAL_V4 = new Set([
  'unspecified', // 0.0.0.0/8
  'broadcast',
  'multicast', // 224.0.0.0/4
  'linkLocal', // 169.254.0.0/16
  'loopback', // 127.0.0.0/8
  'carrierGradeNat', // 100.64.0.0/10
  'private', // 10/8, 172.16/12, 192.168/16
  'reserved', // 192.0.0.0/24, the documentation ranges, 240.0.0.0/4
  'benchmarking', // 198.18.0.0/15
]);

const INTERNAL_V6 = new Set([
  'unspecified', // ::
  'loopback', // ::1
  'linkLocal', // fe80::/10
  'multicast', // ff00::/8
  'uniqueLocal', // fc00::/7
  'deprecatedSiteLocal', // fec0::/10
  'discard',
  'reserved',
  'benchmarking',
  'teredo', // its IPv4 side is hidden, so it cannot be checked
  'segmentRouting',
]);

/** Parses an address as written in a URL or by a resolver; brackets around IPv6 are allowed. */
export function parseAddress(text: string): Address | null {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (!ipaddr.isValid(bare)) return null;
  try {
    return ipaddr.parse(bare);
  } catch {
    return null;
  }
}

/** The IPv4 address an IPv6 address carries and is delivered to (mapped, compatible, NAT64, 6to4). */
function embeddedV4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const parts = address.parts;
  const lastTwo = (high: number, low: number) =>
    new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  // ::a.b.c.d (IPv4-compatible) and ::ffff:0:a.b.c.d (RFC 6145): the last 32 bits.
  if (parts.slice(0, 6).every((p) => p === 0) || address.range() === 'rfc6145')
    return lastTwo(parts[6] ?? 0, parts[7] ?? 0);
  // 64:ff9b::/96 and 64:ff9b:1::/48 (NAT64, RFC 6052): the last 32 bits.
  if (address.range() === 'rfc6052') return lastTwo(parts[6] ?? 0, parts[7] ?? 0);
  // 2002:AABB:CCDD::/48 (6to4): the 32 bits after the prefix.
  if (address.range() === '6to4') return lastTwo(parts[1] ?? 0, parts[2] ?? 0);
  return null;
}

/** True when the address lies inside the network (or cannot be read as an address at all). */
export function isInternalAddress(text: string): boolean {
  const address = parseAddress(text);
  if (!address) return true;
  if (address.kind() === 'ipv4') return INTERNAL_V4.has(address.range());
  const v6 = address as ipaddr.IPv6;
  const v4 = embeddedV4(v6);
  // :: and ::1 carry 0.0.0.0 and 0.0.0.1, both internal, so the embedded check covers them too.
  if (v4) return INTERNAL_V4.has(v4.range());
  return INTERNAL_V6.has(v6.range());
}

/**
 * The hosts an administrator lets the server fetch although they are inside the network: host
 * names (exact, any case) and addresses or CIDR ranges (`10.1.2.3`, `10.0.0.0/8`, `fd00::/8`).
 */
export interface AllowList {
  allowsHost(hostname: string): boolean;
  allowsAddress(address: string): boolean;
}

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9_]([a-z0-9_-]{0,62})(\.[a-z0-9_]([a-z0-9_-]{0,62}))*\.?$/i;

/** Reads the comma-separated setting; throws naming the entry it cannot read. */
export function parseAllowList(setting: string | undefined): AllowList {
  const names = new Set<string>();
  const ranges: [Address, number][] = [];
  for (const raw of (setting ?? '').split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    if (entry.includes('/')) {
      try {
        ranges.push(ipaddr.parseCIDR(entry));
      } catch {
        throw new Error(`ATRIUM_FETCH_ALLOW_HOSTS: "${entry}" is not a CIDR range.`);
      }
      continue;
    }
    const address = parseAddress(entry);
    if (address) ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
    else if (HOST_NAME.test(entry)) names.add(entry.toLowerCase().replace(/\.$/, ''));
    else throw new Error(`ATRIUM_FETCH_ALLOW_HOSTS: "${entry}" is not a host name, address or CIDR range.`);
  }
  return {
    allowsHost: (hostname) => names.has(hostname.toLowerCase().replace(/\.$/, '')),
    allowsAddress: (text) => {
      const parsed = parseAddress(text);
      if (!parsed) return false;
      // An IPv4-mapped IPv6 address is its IPv4 address, so one entry covers both forms.
      const address = parsed.kind() === 'ipv6' ? ipaddr.process(parsed.toString()) : parsed;
      return ranges.some(
        ([range, bits]) => range.kind() === address.kind() && address.match(range as never, bits),
      );
    },
  };
}
