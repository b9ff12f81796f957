/**
 * The window's own background, under the page (issue 28 item 3). Electron paints it before the
 * page's first frame and while resizing: white there on a dark OS is a flash at every start.
 * nativeTheme follows the OS by default (themeSource 'system'); these are the page's layout
 * colours of renderer/src/app/theme/palette.css (--ops-surface) for each theme.
 */
export const WINDOW_BACKGROUND = { light: '#f5f7f8', dark: '#0a0a0a' } as const;

/** The part of Electron's nativeTheme used here. */
export interface NativeThemeLike {
  readonly shouldUseDarkColors: boolean;
  on(event: 'updated', listener: () => void): unknown;
  removeListener(event: 'updated', listener: () => void): unknown;
}

/** The part of a BrowserWindow used here. */
export interface ThemedWindow {
  isDestroyed(): boolean;
  setBackgroundColor(colour: string): void;
  once(event: 'closed', listener: () => void): unknown;
}

export function windowBackground(nativeTheme: Pick<NativeThemeLike, 'shouldUseDarkColors'>): string {
  return nativeTheme.shouldUseDarkColors ? WINDOW_BACKGROUND.dark : WINDOW_BACKGROUND.light;
}

/** Keeps the window's background with the OS theme for as long as the window lives. */
export function followThemeBackground(window: ThemedWindow, nativeTheme: NativeThemeLike): void {
  const repaint = () => {
    if (!window.isDestroyed()) window.setBackgroundColor(windowBackground(nativeTheme));
  };
  nativeTheme.on('updated', repaint);
  // nativeTheme outlives every window: a closed window's listener would leak.
  window.once('closed', () => nativeTheme.removeListener('updated', repaint));
}
