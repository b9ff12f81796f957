import { describe, expect, it, vi } from 'vitest';
import { attachNavigationGuards, type GuardableWebContents } from './navigationGuards';
import { isOwnPageUrl } from './ownPage';

type Handler = (event: { url: string; preventDefault(): void }) => void;

function fakeContents() {
  const handlers = new Map<string, Handler>();
  let openHandler: ((details: { url: string }) => { action: 'deny' }) | undefined;
  const contents: GuardableWebContents = {
    on(event: string, listener: Handler) {
      handlers.set(event, listener);
      return contents;
    },
    setWindowOpenHandler(handler) {
      openHandler = handler;
    },
  };
  const fire = (event: string, url = ''): boolean => {
    let prevented = false;
    handlers.get(event)?.({ url, preventDefault: () => (prevented = true) });
    return prevented;
  };
  const open = (url: string) => openHandler?.({ url });
  return { contents, fire, open };
}

function setup(pageUrl = 'app://ops/') {
  const { contents, fire, open } = fakeContents();
  const openExternal = vi.fn();
  attachNavigationGuards(contents, { isOwnPageUrl: (url) => isOwnPageUrl(url, pageUrl), openExternal });
  return { fire, open, openExternal };
}

describe('navigation guards', () => {
  it('prevents navigation to any other page', () => {
    const { fire } = setup();
    expect(fire('will-navigate', 'https://evil.example/login')).toBe(true);
    expect(fire('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(fire('will-navigate', 'app://elsewhere/')).toBe(true);
    expect(fire('will-redirect', 'https://evil.example/')).toBe(true);
  });

  it('lets our own page move within itself', () => {
    expect(setup().fire('will-navigate', 'app://ops/tasks/1')).toBe(false);
    expect(setup('http://localhost:5173/').fire('will-navigate', 'http://localhost:5173/users')).toBe(false);
  });

  it('denies window.open and sends web links to the system browser', () => {
    const { open, openExternal } = setup();
    expect(open('https://maps.example/?q=30.04,31.23')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledWith('https://maps.example/?q=30.04,31.23');
  });

  it('denies window.open of non-web links without opening them', () => {
    const { open, openExternal } = setup();
    for (const url of [
      'file:///C:/Windows/System32/calc.exe',
      'smb://host/share',
      'javascript:alert(1)',
      'app://ops/x',
    ]) {
      expect(open(url)).toEqual({ action: 'deny' });
    }
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('blocks <webview>', () => {
    expect(setup().fire('will-attach-webview')).toBe(true);
  });
});
