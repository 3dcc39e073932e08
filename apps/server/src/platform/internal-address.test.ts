import { describe, expect, it } from 'vitest';
import { isInternalAddress, parseAllowList } from './internal-address.ts';

describe('addresses inside the network', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['2130706433', 'loopback as one number'],
    ['0x7f.1', 'loopback in hex'],
    ['017700000001', 'loopback in octal'],
    ['0177.0.0.1', 'loopback with an octal octet'],
    ['::1', 'IPv6 loopback'],
    ['[::1]', 'IPv6 loopback in brackets'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['[::ffff:7f00:1]', 'IPv4-mapped loopback as the URL parser writes it'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['64:ff9b::a00:1', 'NAT64 of a private address'],
    ['2002:c0a8:0101::1', '6to4 of a private address'],
    ['10.1.2.3', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.254', 'private 172.16/12'],
    ['192.168.1.1', 'private 192.168/16'],
    ['::ffff:192.168.1.1', 'IPv4-mapped private'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['fe80::1', 'IPv6 link-local'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'IPv6 multicast'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'IPv6 unspecified'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.254', 'carrier-grade NAT'],
    ['255.255.255.255', 'broadcast'],
    ['localhost', 'a name, not an address'],
  ])('%s (%s) is inside', (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '::ffff:8.8.8.8',
    '2606:4700:4700::1111',
    '64:ff9b::808:808',
  ])('%s is outside', (address) => {
    expect(isInternalAddress(address)).toBe(false);
  });
});

describe('the allowlist of ATRIUM_FETCH_ALLOW_HOSTS', () => {
  const allow = parseAllowList(' calendar.corp.example , 10.0.0.0/8, 127.0.0.2 , fd00::/8');

  it('allows listed host names in any case, and nothing else by name', () => {
    expect(allow.allowsHost('calendar.corp.example')).toBe(true);
    expect(allow.allowsHost('Calendar.Corp.Example.')).toBe(true);
    expect(allow.allowsHost('other.corp.example')).toBe(false);
    expect(allow.allowsHost('localhost')).toBe(false);
  });

  it('allows addresses in listed ranges, in any written form', () => {
    expect(allow.allowsAddress('10.20.30.40')).toBe(true);
    expect(allow.allowsAddress('::ffff:10.20.30.40')).toBe(true);
    expect(allow.allowsAddress('127.0.0.2')).toBe(true);
    expect(allow.allowsAddress('fd00::5')).toBe(true);
    expect(allow.allowsAddress('127.0.0.1')).toBe(false);
    expect(allow.allowsAddress('192.168.0.1')).toBe(false);
  });

  it('is empty when unset', () => {
    const none = parseAllowList(undefined);
    expect(none.allowsAddress('127.0.0.1')).toBe(false);
    expect(none.allowsHost('localhost')).toBe(false);
  });

  it('names an entry it cannot read', () => {
    expect(() => parseAllowList('10.0.0.0/40')).toThrow('"10.0.0.0/40" is not a CIDR range');
    expect(() => parseAllowList('calendar corp')).toThrow('"calendar corp" is not a host name');
  });
});
