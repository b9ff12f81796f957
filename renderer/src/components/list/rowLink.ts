/**
 * A list row's link (issue 23: open in a new tab, middle-click): a real <a href> on the row's
 * key cell. A plain click stays the row's click (the page opens in place, as before); a click
 * the browser gives its own meaning (middle, ctrl/cmd, shift) is left to the browser.
 */

/** The href of an app path under the router's base: '/' in a browser, '#/' in the desktop app's file build. */
export function appHref(routerBase: string, path: string): string {
  const base = routerBase.endsWith('/') ? routerBase : `${routerBase}/`;
  return `${base}${path.replace(/^\/+/, '')}`;
}

/** True when the browser should handle the click (a new tab or window), not the row. */
export function isBrowserClick(event: {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}
