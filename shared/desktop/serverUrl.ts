/** Where the desktop app looks for the operations API until the user picks another. */
export const DEFAULT_SERVER_URL = 'http://localhost:4000';

/** Our wording (the spec has none for the server address); shown to the user as is. */
export const SERVER_URL_MESSAGES = {
  notHttp: 'The server address must start with http:// or https://',
  extraParts: 'Enter only the server address, without a user name, password, ? or #.',
  insecure:
    'Use https:// for a server other than this computer: the connection carries your password and session.',
} as const;

/**
 * Hosts that name this computer, as the WHATWG URL parser writes them (it lowercases
 * names, reads `127.1` as `127.0.0.1` and compresses IPv6). Plain http stays on the
 * machine only for these; `*.localhost` and the rest of 127/8 are left out on purpose:
 * the rule stays one a user can read.
 */
const THIS_COMPUTER = new Set(['localhost', '127.0.0.1', '[::1]']);

export type ServerUrlCheck = { ok: true; url: string } | { ok: false; message: string };

/**
 * shared/ compiles without DOM or Node types, but `URL` is a global of both the
 * renderer and Node (Electron's main): declare only the part used here.
 */
declare const URL: new (input: string) => {
  protocol: string;
  hostname: string;
  username: string;
  password: string;
  search: string;
  hash: string;
  origin: string;
  pathname: string;
};

/**
 * The server address setting: https:// to any host, http:// only to this computer
 * (sign-in sends the password, and every request the session token). No credentials,
 * query or fragment (they would ride along on every request). The accepted form is
 * origin + path without a trailing slash: callers append `/graphql`, `/export`.
 * Used by the settings page (to explain) and by the desktop main process (to refuse).
 */
export function checkServerUrl(input: string): ServerUrlCheck {
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(input.trim());
  } catch {
    return { ok: false, message: SERVER_URL_MESSAGES.notHttp };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: SERVER_URL_MESSAGES.notHttp };
  }
  if (url.username || url.password || url.search || url.hash) {
    return { ok: false, message: SERVER_URL_MESSAGES.extraParts };
  }
  if (url.protocol === 'http:' && !THIS_COMPUTER.has(url.hostname)) {
    return { ok: false, message: SERVER_URL_MESSAGES.insecure };
  }
  return { ok: true, url: url.origin + url.pathname.replace(/\/+$/, '') };
}
