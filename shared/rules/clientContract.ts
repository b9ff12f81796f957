/**
 * The version handshake between the app and the server (issue 25 item 6). Every request of the
 * app carries the contract it was built for; a server whose API no longer serves that contract
 * answers 'Please update the app' instead of failing in odd ways. Both numbers live here, in
 * the code the renderer and the server share: the app the server itself serves always matches,
 * and only a desktop build older than the server can fall behind.
 *
 * Raise CLIENT_CONTRACT with a change of the API that older builds cannot follow (a removed or
 * renamed field, a changed meaning), and MIN_CLIENT_CONTRACT to the oldest contract the server
 * still serves.
 */
export const CLIENT_CONTRACT = 1;
export const MIN_CLIENT_CONTRACT = 1;

export const CLIENT_CONTRACT_HEADER = 'x-ops-client-contract';
export const UPDATE_REQUIRED_CODE = 'APP_UPDATE_REQUIRED';
export const UPDATE_REQUIRED_MESSAGE = 'Please update the app';

/**
 * Whether a request's contract header is too old for this server. No header (a build from
 * before the handshake, a script) is let through: it cannot be told apart, and refusing it would
 * lock out tools as well.
 */
export function needsUpdate(header: string | null | undefined, minimum = MIN_CLIENT_CONTRACT): boolean {
  if (header === null || header === undefined || header.trim() === '') return false;
  const contract = Number(header.trim());
  // A header that is not a whole number is not one of our builds' headers: treat it as too old.
  if (!Number.isInteger(contract)) return true;
  return contract < minimum;
}
