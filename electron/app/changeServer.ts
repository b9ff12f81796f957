export interface ChangeServerDeps {
  /** Asks the user; true to go ahead. */
  confirm(): Promise<boolean>;
  serverUrl: { clear(): void };
  tokens: { clear(): Promise<void> };
  /** Reloads the page, which then finds no address and shows the setup page. */
  reload(): void;
}

/**
 * File › Change server address…: the setup page only appears while no address is
 * stored, so forget it. The session goes too: a token belongs to the server that
 * issued it, and the next address may be another one.
 */
export async function changeServerAddress(deps: ChangeServerDeps): Promise<boolean> {
  if (!(await deps.confirm())) return false;
  await deps.tokens.clear();
  deps.serverUrl.clear();
  deps.reload();
  return true;
}
