import { describe, expect, it } from 'vitest';
import {
  companyNameWords,
  normaliseCompanyName,
  WebAddressSchema,
  webDomain,
  withWebScheme,
} from './companies.ts';

describe('company rules', () => {
  it('prefixes https:// to a web address without a scheme (spec 3 §5)', () => {
    expect(withWebScheme('www.acme.example')).toBe('https://www.acme.example');
    expect(withWebScheme(' http://acme.example ')).toBe('http://acme.example');
    expect(withWebScheme('')).toBe('');
    expect(WebAddressSchema.parse('acme.example/about')).toBe('https://acme.example/about');
    expect(WebAddressSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(WebAddressSchema.safeParse('localhost').success).toBe(false);
  });

  it('sets legal forms, case, accents and punctuation aside when comparing names', () => {
    expect(normaliseCompanyName('Société Générale S.A.')).toBe('societe generale');
    expect(normaliseCompanyName('Halvard & Sons GmbH')).toBe('halvard and sons');
    expect(companyNameWords('The Corvid Group, Inc.')).toEqual(['corvid']);
  });

  it('reduces a web address to its domain', () => {
    expect(webDomain('https://www.Acme.example:8443/about?x=1')).toBe('acme.example');
    expect(webDomain('acme.example')).toBe('acme.example');
    expect(webDomain(null)).toBe('');
  });
});
