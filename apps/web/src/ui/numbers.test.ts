import { describe, expect, it } from 'vitest';
import {
  formatChange,
  formatCompact,
  formatFileSize,
  formatMoney,
  formatNumber,
  formatWhole,
} from './numbers.ts';

describe('number formats', () => {
  it('shows money in the given currency with no decimals', () => {
    expect(formatMoney(1234567.89, 'USD')).toBe('$1,234,568');
    expect(formatMoney(-500.4, 'USD')).toBe('-$500');
    expect(formatMoney(1000, 'EUR')).toBe('€1,000');
    expect(formatMoney(1000, 'GBP')).toBe('£1,000');
  });

  it('shows other numbers with 0 to 2 decimals', () => {
    expect(formatNumber(3)).toBe('3');
    expect(formatNumber(2.5)).toBe('2.5');
    expect(formatNumber(1234.5678)).toBe('1,234.57');
    expect(formatWhole(149.6)).toBe('150');
  });

  it('signs the change and shows it as a percentage', () => {
    expect(formatChange(0.1234)).toBe('+12.3%');
    expect(formatChange(-1)).toBe('-100%');
    expect(formatChange(1)).toBe('+100%');
    expect(formatChange(0)).toBe('0%');
  });

  it('writes axis values compactly', () => {
    expect(formatCompact(1_250_000)).toBe('1.3M');
    expect(formatCompact(40_000, 'USD')).toBe('$40K');
    expect(formatCompact(0)).toBe('0');
  });

  it('writes a file size in bytes, then kilobytes and megabytes to a tenth', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(12_800)).toBe('12.5 KB');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(3.25 * 1024 * 1024)).toBe('3.3 MB');
  });
});
