import { describe, expect, it } from 'vitest';
import { CLIENT_CONTRACT, MIN_CLIENT_CONTRACT, needsUpdate } from './clientContract';

describe('the client contract handshake', () => {
  it.each([
    [undefined, 3, false],
    ['', 3, false],
    ['2', 3, true],
    ['3', 3, false],
    ['4', 3, false],
    ['v3', 3, true],
  ] as const)('header %j against minimum %d: update %s', (header, minimum, expected) => {
    expect(needsUpdate(header, minimum)).toBe(expected);
  });

  it('this build serves itself', () => {
    expect(CLIENT_CONTRACT).toBeGreaterThanOrEqual(MIN_CLIENT_CONTRACT);
    expect(needsUpdate(String(CLIENT_CONTRACT))).toBe(false);
  });
});
