import { describe, expect, it } from 'vitest';
import { appHref, isBrowserClick } from './rowLink';

const click = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };

describe('row links', () => {
  it('point at the app path under the router base (browser and hash builds)', () => {
    expect(appHref('/', '/app/user/u1')).toBe('/app/user/u1');
    expect(appHref('#/', '/app/user/u1')).toBe('#/app/user/u1');
    expect(appHref('/ops', 'app/task/t1')).toBe('/ops/app/task/t1');
  });
  it('leave middle, ctrl, cmd and shift clicks to the browser; a plain click is the row click', () => {
    expect(isBrowserClick(click)).toBe(false);
    expect(isBrowserClick({ ...click, button: 1 })).toBe(true);
    expect(isBrowserClick({ ...click, ctrlKey: true })).toBe(true);
    expect(isBrowserClick({ ...click, metaKey: true })).toBe(true);
    expect(isBrowserClick({ ...click, shiftKey: true })).toBe(true);
  });
});
