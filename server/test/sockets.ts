import { io as connectSocket, type Socket } from 'socket.io-client';

/**
 * Test sockets to a test server, closed together at the end of a file: `open` connects one
 * (websocket only, no reconnection, optional extra headers such as a proxy's X-Forwarded-For).
 */
export function socketOpener(url: () => string): {
  open(token: string, headers?: Record<string, string>): Socket;
  closeAll(): void;
} {
  const sockets: Socket[] = [];
  return {
    open(token, headers) {
      const socket = connectSocket(url(), {
        path: '/ws',
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
        ...(headers ? { extraHeaders: headers } : {}),
      });
      sockets.push(socket);
      return socket;
    },
    closeAll: () => sockets.forEach((socket) => socket.close()),
  };
}

/** 'connected', or the connect_error message. */
export function connectOutcome(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (error) => resolve(error.message));
  });
}
