import type { DesktopApi } from '@ops/shared/desktop/api';
import { DEFAULT_SERVER_URL, SERVER_URL_MESSAGES } from '@ops/shared/desktop/serverUrl';

export { DEFAULT_SERVER_URL };

export interface ServerUrlState {
  /** Where to connect now (the default on first run, to prefill the prompt). */
  serverUrl: string;
  /** True on the first desktop run: show the server-address prompt before sign-in. */
  firstRun: boolean;
}

/**
 * For the first-run prompt: the desktop app returns null until the user has chosen
 * a server; the browser always has its own origin. After `desktop.setServerUrl(url)`
 * succeeds, reload the page so the new address also reaches the page's CSP.
 */
export async function loadServerUrl(api: Pick<DesktopApi, 'getServerUrl'>): Promise<ServerUrlState> {
  const stored = await api.getServerUrl();
  return stored === null
    ? { serverUrl: DEFAULT_SERVER_URL, firstRun: true }
    : { serverUrl: stored, firstRun: false };
}

/**
 * The page checks the address with the same rule before sending it, so this is for
 * a refusal from main all the same: Electron wraps a handler's error as
 * "Error invoking remote method '…': Name: message"; show only our sentence.
 */
export function serverUrlFailureMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : '';
  return (
    Object.values(SERVER_URL_MESSAGES).find((message) => text.includes(message)) ??
    'This address cannot be used.'
  );
}
