import { describe, expect, it } from 'vitest';
import { offLimitsCommandText } from './off-limits-command.ts';

describe('the palette\'s "off-limits:" command', () => {
  it('reads the company after the command, however it is spelt', () => {
    expect(offLimitsCommandText('off-limits: Acme')).toBe('Acme');
    expect(offLimitsCommandText('Off Limits:acme holdings ')).toBe('acme holdings');
    expect(offLimitsCommandText('offlimits:')).toBe('');
  });

  it('leaves any other text to the search', () => {
    expect(offLimitsCommandText('Acme off-limits')).toBeNull();
    expect(offLimitsCommandText('off-limits Acme')).toBeNull();
  });
});
