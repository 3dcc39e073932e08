import { describe, expect, it } from 'vitest';
import { readAttributes } from '../../../core/widgets/attributes.ts';
import { ViewerAttributesSchema, viewerSource } from './viewer-attributes.ts';

describe('page viewer', () => {
  it('frames portal paths on this host and external pages over http(s)', () => {
    expect(viewerSource('/guides/hr')).toEqual({ src: '/guides/hr', isSameOrigin: true });
    expect(viewerSource('https://example.com/x')).toEqual({
      src: 'https://example.com/x',
      isSameOrigin: false,
    });
    expect(viewerSource('example.com/board')).toEqual({
      src: 'https://example.com/board',
      isSameOrigin: false,
    });
    expect(viewerSource('javascript:alert(1)')).toBeNull();
    expect(viewerSource('data:text/html,hi')).toBeNull();
    expect(viewerSource('//evil.example')).toBeNull();
    expect(viewerSource('  ')).toBeNull();
  });

  it('reads unknown modes as relative path mode', () => {
    const a = readAttributes(ViewerAttributesSchema, [{ Name: 'viewerRbtn', Value: 'weird' }]);
    expect(a).toEqual({ viewerRbtn: 'relative', uri: '', embed: '' });
  });
});
