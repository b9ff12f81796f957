import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { resolveAppFile } from './appProtocol';
import { focusWindow, type FocusableWindow } from './focusWindow';
import { serveAppProtocol } from './serveApp';

const ROOT = '/opt/ops/dist/renderer';

describe('app:// protocol', () => {
  it('serves files under the renderer folder and index.html for routes', () => {
    expect(resolveAppFile('app://ops/', ROOT)).toBe(join(ROOT, 'index.html'));
    expect(resolveAppFile('app://ops/tasks/42', ROOT)).toBe(join(ROOT, 'index.html'));
    expect(resolveAppFile('app://ops/assets/index-abc.js', ROOT)).toBe(join(ROOT, 'assets/index-abc.js'));
  });

  it('refuses other hosts and paths that escape the folder', () => {
    expect(resolveAppFile('app://other/index.html', ROOT)).toBeNull();
    expect(resolveAppFile('https://ops/index.html', ROOT)).toBeNull();
    expect(resolveAppFile('app://ops/..%2F..%2Fetc%2Fpasswd.txt', ROOT)).toBeNull();
    expect(resolveAppFile('app://ops/%E0%A4%A', ROOT)).toBeNull();
  });

  it('answers with the CSP header, and 404 for refused paths', async () => {
    let handler: ((request: Request) => Promise<Response>) | undefined;
    const fetchFile = vi.fn(
      async () => new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } }),
    );
    serveAppProtocol(
      { handle: (_scheme, h) => (handler = h) },
      'app',
      ROOT,
      fetchFile,
      () => "default-src 'self'",
    );

    const ok = await handler?.(new Request('app://ops/'));
    expect(ok?.status).toBe(200);
    expect(ok?.headers.get('Content-Security-Policy')).toBe("default-src 'self'");
    expect(ok?.headers.get('Content-Type')).toBe('text/html');
    expect(fetchFile).toHaveBeenCalledWith(`file://${join(ROOT, 'index.html')}`);

    const refused = await handler?.(new Request('app://evil/'));
    expect(refused?.status).toBe(404);
  });
});

describe('focusWindow', () => {
  const fakeWindow = (state: { minimized: boolean; visible: boolean; destroyed?: boolean }) => {
    const calls: string[] = [];
    const window: FocusableWindow = {
      isDestroyed: () => state.destroyed ?? false,
      isMinimized: () => state.minimized,
      isVisible: () => state.visible,
      restore: () => calls.push('restore'),
      show: () => calls.push('show'),
      focus: () => calls.push('focus'),
    };
    return { window, calls };
  };

  it('restores a minimised window, shows a hidden one, then focuses', () => {
    const minimised = fakeWindow({ minimized: true, visible: true });
    focusWindow(minimised.window);
    expect(minimised.calls).toEqual(['restore', 'focus']);

    const hidden = fakeWindow({ minimized: false, visible: false });
    focusWindow(hidden.window);
    expect(hidden.calls).toEqual(['show', 'focus']);
  });

  it('ignores a missing or destroyed window', () => {
    const destroyed = fakeWindow({ minimized: true, visible: false, destroyed: true });
    focusWindow(destroyed.window);
    focusWindow(null);
    expect(destroyed.calls).toEqual([]);
  });
});
