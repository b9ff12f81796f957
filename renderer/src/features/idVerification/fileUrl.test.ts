import { describe, expect, it } from 'vitest';
import { absoluteFileUrl } from './fileUrl';

describe('absoluteFileUrl', () => {
  it('prefixes server paths with the API host', () => {
    expect(absoluteFileUrl('/files/a/b.png?sig=x', 'http://10.0.0.2:4000')).toBe(
      'http://10.0.0.2:4000/files/a/b.png?sig=x',
    );
  });
  it('leaves a path relative when there is no host (the page is served by the API)', () => {
    expect(absoluteFileUrl('/files/a.png', null)).toBe('/files/a.png');
  });
  it('leaves absolute and protocol-relative URLs alone', () => {
    expect(absoluteFileUrl('https://cdn.example/x.png', 'http://h')).toBe('https://cdn.example/x.png');
    expect(absoluteFileUrl('//cdn.example/x.png', 'http://h')).toBe('//cdn.example/x.png');
  });
});
