import { describe, expect, it } from 'vitest';
import { bearerToken } from './bearerToken';

/** The one reading of an Authorization header (GraphQL, REST, sockets and /metrics use it). */
describe('bearerToken', () => {
  it.each([
    ['Bearer abc.def', 'abc.def'],
    ['Bearer  abc.def  ', 'abc.def'],
    ['Bearer ', null],
    ['Bearer    ', null],
    ['Basic abc', null],
    ['bearer abc', null],
    ['', null],
    [undefined, null],
  ])('%j -> %j', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });
});
