import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { buildApplicationMenuTemplate, type ApplicationMenuDeps } from './applicationMenu';

function deps(overrides: Partial<ApplicationMenuDeps> = {}): ApplicationMenuDeps {
  return {
    isPackaged: true,
    platform: 'win32',
    appName: 'Ops Desktop',
    version: '1.2.3',
    openLogFolder: vi.fn(),
    changeServerAddress: vi.fn(),
    ...overrides,
  };
}

/** Every item of the template, submenus included, in order. */
function allItems(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? allItems(item.submenu) : [])]);
}

const roles = (template: MenuItemConstructorOptions[]) =>
  allItems(template).flatMap((item) => (item.role ? [item.role] : []));

const menu = (template: MenuItemConstructorOptions[], label: string) => {
  const found = template.find((item) => item.label === label);
  if (!found || !Array.isArray(found.submenu)) throw new Error(`no ${label} menu`);
  return found.submenu;
};

/** Clicks a menu item as Electron would (the arguments are not used by ours). */
const click = (item: MenuItemConstructorOptions | undefined) => (item?.click as (() => void) | undefined)?.();

const DEVELOPER_ROLES = ['reload', 'forceReload', 'toggleDevTools'];

describe('application menu', () => {
  it.each(['win32', 'linux', 'darwin'] as const)(
    'a packaged build on %s offers no reload and no developer tools',
    (platform) => {
      const template = buildApplicationMenuTemplate(deps({ platform }));
      for (const role of DEVELOPER_ROLES) expect(roles(template)).not.toContain(role);
      // Nor by accelerator on a custom item.
      const accelerators = allItems(template).flatMap((item) => (item.accelerator ? [item.accelerator] : []));
      expect(accelerators.filter((a) => /F12|Shift\+I|Alt\+I|F5|\+R$/i.test(String(a)))).toEqual([]);
    },
  );

  it('keeps reload and developer tools for a developer running from source', () => {
    const template = buildApplicationMenuTemplate(deps({ isPackaged: false }));
    for (const role of DEVELOPER_ROLES) expect(roles(template)).toContain(role);
  });

  it('has Edit with copy and paste, View with zoom, and Window', () => {
    const template = buildApplicationMenuTemplate(deps());
    expect(menu(template, 'Edit').flatMap((i) => (i.role ? [i.role] : []))).toEqual([
      'undo',
      'redo',
      'cut',
      'copy',
      'paste',
      'selectAll',
    ]);
    expect(menu(template, 'View').flatMap((i) => (i.role ? [i.role] : []))).toEqual([
      'resetZoom',
      'zoomIn',
      'zoomOut',
      'togglefullscreen',
    ]);
    expect(menu(template, 'Window').flatMap((i) => (i.role ? [i.role] : []))).toEqual(['minimize', 'close']);
  });

  it('shows the version in Help and opens the log folder from it', () => {
    const d = deps();
    const help = menu(buildApplicationMenuTemplate(d), 'Help');
    expect(help.find((i) => i.label === 'Ops Desktop 1.2.3')).toMatchObject({ enabled: false });
    click(help.find((i) => i.label === 'Open log folder'));
    expect(d.openLogFolder).toHaveBeenCalledTimes(1);
  });

  it('lets the user change the server address, as the setup page promises', () => {
    const d = deps();
    click(menu(buildApplicationMenuTemplate(d), 'File').find((i) => i.label === 'Change server address…'));
    expect(d.changeServerAddress).toHaveBeenCalledTimes(1);
  });

  it('puts the app menu first on macOS and Quit in File elsewhere', () => {
    const mac = buildApplicationMenuTemplate(deps({ platform: 'darwin' }));
    expect(mac[0]).toEqual({ role: 'appMenu' });
    expect(menu(mac, 'File').some((i) => i.role === 'quit')).toBe(false);

    const windows = buildApplicationMenuTemplate(deps({ platform: 'win32' }));
    expect(windows.some((i) => i.role === 'appMenu')).toBe(false);
    expect(menu(windows, 'File').at(-1)).toMatchObject({ role: 'quit' });
  });

  it('shows an address IT set for this computer instead of offering to change it (issue 13 §7)', () => {
    const file = menu(
      buildApplicationMenuTemplate(
        deps({ serverAddressSetBy: { url: 'https://ops.example', where: 'OPS_SERVER_URL' } }),
      ),
      'File',
    );
    expect(file[0]).toEqual({
      label: 'Server https://ops.example (set by IT: OPS_SERVER_URL)',
      enabled: false,
    });
    expect(file.some((i) => i.label === 'Change server address…')).toBe(false);
  });

  it('offers Start minimised to tray at login as a checkbox (issue 13 §7)', () => {
    const set = vi.fn();
    const item = menu(
      buildApplicationMenuTemplate(deps({ startInTray: { enabled: true, set } })),
      'Window',
    ).find((i) => i.label === 'Start minimised to tray at login');
    expect(item).toMatchObject({ type: 'checkbox', checked: true });
    (item?.click as unknown as (menuItem: { checked: boolean }) => void)({ checked: false });
    expect(set).toHaveBeenCalledWith(false);
  });
});
