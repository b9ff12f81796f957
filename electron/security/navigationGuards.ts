import { isSafeExternalUrl } from './externalUrl';

interface PreventableEvent {
  preventDefault(): void;
}
interface NavigationEvent extends PreventableEvent {
  url: string;
}

/** The part of Electron's WebContents the guards attach to. */
export interface GuardableWebContents {
  on(event: 'will-navigate' | 'will-redirect', listener: (event: NavigationEvent) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

export interface NavigationGuardDeps {
  isOwnPageUrl(url: string): boolean;
  openExternal(url: string): void;
}

/**
 * The page may only move within itself; the app never opens a second window. A link
 * with target=_blank to a web page opens in the system browser instead, where the
 * user's own browser protections apply and our preload does not.
 */
export function attachNavigationGuards(contents: GuardableWebContents, deps: NavigationGuardDeps): void {
  const keepOnOwnPage = (event: NavigationEvent): void => {
    if (!deps.isOwnPageUrl(event.url)) event.preventDefault();
  };
  contents.on('will-navigate', keepOnOwnPage);
  contents.on('will-redirect', keepOnOwnPage);
  // <webview> would be a second renderer with its own preferences.
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isSafeExternalUrl(url)) deps.openExternal(url);
    return { action: 'deny' };
  });
}
