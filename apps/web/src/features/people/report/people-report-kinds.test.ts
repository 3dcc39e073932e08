import { describe, expect, it } from 'vitest';
import { roleTabOf } from './people-report-kinds.ts';

describe('people report helpers', () => {
  it('opens the role tab the At a glance tiles ask for, and everyone otherwise', () => {
    expect(roleTabOf('Partner')).toBe('Partner');
    expect(roleTabOf('researcher')).toBe('Researcher');
    expect(roleTabOf('Janitor')).toBe('all');
    expect(roleTabOf(null)).toBe('all');
  });
});
