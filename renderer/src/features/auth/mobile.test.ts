import { describe, expect, it } from 'vitest';
import { isMobileAccessRestricted, isMobileClient } from './mobile';

const desktop = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130',
  maxTouchPoints: 0,
  screenShortSide: 1080,
};
const phone = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari',
  maxTouchPoints: 5,
  screenShortSide: 412,
};
const ipad = {
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari',
  maxTouchPoints: 5,
  screenShortSide: 768,
};

describe('mobile access (03 §6)', () => {
  it('detects phones by user agent and tablets by small touch screens', () => {
    expect(isMobileClient(desktop)).toBe(false);
    expect(isMobileClient(phone)).toBe(true);
    expect(isMobileClient(ipad)).toBe(true);
    expect(isMobileClient({ ...desktop, maxTouchPoints: 10 })).toBe(false); // a touch laptop
  });

  it('restricts mobile without home.ALLOW_MOBILE_ACCESS', () => {
    const agent = { name: 'A', level: 4, department: null, permissions: {} };
    expect(isMobileAccessRestricted(agent, phone)).toBe(true);
    expect(isMobileAccessRestricted(agent, desktop)).toBe(false);
    expect(
      isMobileAccessRestricted({ ...agent, permissions: { home: { ALLOW_MOBILE_ACCESS: true } } }, phone),
    ).toBe(false);
    expect(isMobileAccessRestricted({ ...agent, level: 0 }, phone)).toBe(false);
  });
});
