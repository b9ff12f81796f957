import type { Socket } from 'socket.io-client';

/** How long to wait before connecting again after the server ended the connection. */
export const RECONNECT_AFTER_SERVER_CUT_MS = 2_000;

/**
 * socket.io does not reconnect by itself when the server ends a connection ("io server
 * disconnect"), only after network losses. The server also ends connections it may not keep
 * (a permission refresh that failed under load fails closed): without this, a supervisor's
 * live alerts would stop for the rest of the shift with only "Offline" to say so. A session
 * that really ended is refused on the next connect (UNAUTHORIZED) and signs out, as before.
 * Answers the function that stops it.
 */
export function reconnectAfterServerCut(
  socket: Socket,
  delayMs: number = RECONNECT_AFTER_SERVER_CUT_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onDisconnect = (reason: string) => {
    if (reason !== 'io server disconnect') return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!socket.connected) socket.connect();
    }, delayMs);
  };
  socket.on('disconnect', onDisconnect);
  return () => {
    clearTimeout(timer);
    socket.off('disconnect', onDisconnect);
  };
}
