/** The login-item and tray behaviour a supervisor can turn on (Window › Start minimised to tray at login). */
export const HIDDEN_ARG = '--hidden';

export interface TrayModeDeps {
  /** 'true' when chosen; stored in the main process store. */
  readSetting(): string | undefined;
  writeSetting(value: string): void;
  setLoginItemSettings(settings: { openAtLogin: boolean; args: string[] }): void;
}

export interface TrayMode {
  enabled(): boolean;
  /** Turns starting at login (minimised to the tray) on or off. */
  set(enabled: boolean): void;
  /** Whether this launch should stay in the tray: started by the login item with the option on. */
  startHidden(argv: readonly string[], loginItem: { wasOpenedAtLogin?: boolean }): boolean;
}

/**
 * Supervisors keep the app running all day for its notifications: with this on, it starts at
 * login in the tray, and closing the window hides it to the tray instead of quitting, so
 * notifications keep flowing (the page keeps its socket; a click on one shows the window).
 */
export function createTrayMode(deps: TrayModeDeps): TrayMode {
  const enabled = () => deps.readSetting() === 'true';
  return {
    enabled,
    set(value) {
      deps.writeSetting(value ? 'true' : 'false');
      deps.setLoginItemSettings({ openAtLogin: value, args: value ? [HIDDEN_ARG] : [] });
    },
    startHidden(argv, loginItem) {
      return enabled() && (argv.includes(HIDDEN_ARG) || loginItem.wasOpenedAtLogin === true);
    },
  };
}
