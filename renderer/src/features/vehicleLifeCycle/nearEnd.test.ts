import { describe, expect, it } from 'vitest';
import { isNearEnd } from './nearEnd';

describe('life-cycle timeline loads more within 50 px of the end (02 §2)', () => {
  it.each([
    [{ scrollTop: 0, scrollHeight: 1000, clientHeight: 400 }, false],
    [{ scrollTop: 549, scrollHeight: 1000, clientHeight: 400 }, false],
    [{ scrollTop: 550, scrollHeight: 1000, clientHeight: 400 }, true],
    [{ scrollTop: 600, scrollHeight: 1000, clientHeight: 400 }, true],
    // Content shorter than the box: nothing to scroll, so the next page comes at once.
    [{ scrollTop: 0, scrollHeight: 300, clientHeight: 400 }, true],
  ])('%o -> %s', (box, expected) => {
    expect(isNearEnd(box)).toBe(expected);
  });
});
