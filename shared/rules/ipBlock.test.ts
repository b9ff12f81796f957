import { describe, expect, it } from 'vitest';
import { normalizeIp } from './ipBlock';

describe('normalizeIp', () => {
  it.each([
    ['10.0.0.7', '10.0.0.7'],
    [' 10.0.0.7 ', '10.0.0.7'],
    ['::ffff:10.0.0.7', '10.0.0.7'],
    ['255.255.255.255', '255.255.255.255'],
    ['2001:DB8::1', '2001:db8::1'],
    ['::1', '::1'],
    ['2001:db8:0:0:0:0:0:1', '2001:db8:0:0:0:0:0:1'],
    ['256.1.1.1', null],
    ['10.0.0', null],
    ['01.2.3.4', null],
    ['2001:db8::1::2', null],
    ['2001:db8:0:0:0:0:0:0:1', null],
    ['evil.example.com', null],
    ['', null],
  ])('%s -> %s', (raw, expected) => {
    expect(normalizeIp(raw)).toBe(expected);
  });
});
