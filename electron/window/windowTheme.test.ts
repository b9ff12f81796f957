import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { followThemeBackground, windowBackground, WINDOW_BACKGROUND, type ThemedWindow } from './windowTheme';

/** Electron's nativeTheme as the OS drives it: a flag and an 'updated' event. */
function fakeNativeTheme(dark: boolean) {
  const nativeTheme = Object.assign(new EventEmitter(), {
    shouldUseDarkColors: dark,
    set(next: boolean) {
      nativeTheme.shouldUseDarkColors = next;
      nativeTheme.emit('updated');
    },
  });
  return nativeTheme;
}

function fakeWindow() {
  const window = Object.assign(new EventEmitter(), {
    colours: [] as string[],
    destroyed: false,
    isDestroyed: () => window.destroyed,
    setBackgroundColor: (colour: string) => void window.colours.push(colour),
  });
  return window satisfies ThemedWindow;
}

describe('window background follows the theme', () => {
  it('starts dark on a dark OS and light on a light one (no white flash before the page paints)', () => {
    expect(windowBackground(fakeNativeTheme(true))).toBe(WINDOW_BACKGROUND.dark);
    expect(windowBackground(fakeNativeTheme(false))).toBe(WINDOW_BACKGROUND.light);
    expect(WINDOW_BACKGROUND.dark).not.toBe(WINDOW_BACKGROUND.light);
  });

  it("uses the page's own layout colours, so the window and the first frame agree", () => {
    // The page's palette is CSS; a change there without one here would bring the flash back.
    const palette = readFileSync(
      new URL('../../renderer/src/app/theme/palette.css', import.meta.url),
      'utf8',
    );
    const surfaces = [...palette.matchAll(/--ops-surface:\s*(#[0-9a-f]{6});/g)].map((match) => match[1]);
    expect(surfaces).toEqual([WINDOW_BACKGROUND.light, WINDOW_BACKGROUND.dark]);
  });

  it('repaints when the OS theme changes, and stops listening when the window closes', () => {
    const nativeTheme = fakeNativeTheme(false);
    const window = fakeWindow();
    followThemeBackground(window, nativeTheme);
    nativeTheme.set(true);
    nativeTheme.set(false);
    expect(window.colours).toEqual([WINDOW_BACKGROUND.dark, WINDOW_BACKGROUND.light]);
    window.emit('closed');
    expect(nativeTheme.listenerCount('updated')).toBe(0);
  });

  it('leaves a destroyed window alone', () => {
    const nativeTheme = fakeNativeTheme(false);
    const window = fakeWindow();
    followThemeBackground(window, nativeTheme);
    window.destroyed = true;
    nativeTheme.set(true);
    expect(window.colours).toEqual([]);
  });
});
