/**
 * The part of the `smpp` package (node-smpp 0.5, plain JavaScript, no published types) that
 * the SMPP provider and its test server use.
 */
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';

  export interface Pdu {
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    isResponse(): boolean;
    response(options?: Record<string, unknown>): Pdu;
  }

  type Callback = (pdu: Pdu) => void;

  export interface Session extends EventEmitter {
    send(pdu: Pdu, responseCallback?: Callback): boolean;
    bind_transmitter(options: Record<string, unknown>, callback: Callback): boolean;
    bind_transceiver(options: Record<string, unknown>, callback: Callback): boolean;
    submit_sm(options: Record<string, unknown>, callback: Callback): boolean;
    enquire_link(options: Record<string, unknown>, callback: Callback): boolean;
    deliver_sm(options: Record<string, unknown>, callback?: Callback): boolean;
    unbind(options: Record<string, unknown>, callback: Callback): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    socket: import('node:net').Socket;
  }

  export interface Server extends EventEmitter {
    listen(port: number, host: string, callback?: () => void): void;
    close(callback?: () => void): void;
    address(): import('node:net').AddressInfo;
  }

  export function connect(options: {
    host: string;
    port: number;
    tls?: boolean;
    servername?: string;
  }): Session;
  export function createServer(
    options: Record<string, unknown>,
    listener: (session: Session) => void,
  ): Server;

  export const errors: Record<string, number>;
  export const ESM_CLASS: Record<string, number>;
  export const ENCODING: Record<string, number>;
}
