/**
 * Only web pages go to the system browser: `file:`, `smb:`, custom protocol
 * handlers and the like can launch programs on the user's machine.
 */
export function isSafeExternalUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
