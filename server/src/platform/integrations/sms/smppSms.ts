import { randomInt } from 'node:crypto';
import type { Logger } from 'pino';
import smpp, { type Pdu, type Session } from 'smpp';
import { SmsSendError, type SmsProvider } from './SmsProvider';
import { concatenationHeader, encodeSms } from './smsParts';

export interface SmppSettings {
  /** smpp://system_id:password@host:port, smpps:// for TLS. */
  url: string;
  /** The sender id: letters (alphanumeric, TON 5) or a number (international, TON 1). */
  source: string;
  /** Bind as transceiver and ask for delivery receipts. */
  receipts: boolean;
  timeoutMs: number;
  enquireLinkMs: number;
}

const ESM_UDH_INDICATOR = 0x40;
const ESM_DELIVERY_RECEIPT = 0x04;
const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000, 60_000];

function statusName(status: number): string {
  const name = Object.entries(smpp.errors).find(([, code]) => code === status)?.[0];
  return `${name ?? 'status'} (0x${status.toString(16).padStart(8, '0')})`;
}

/** Sends one request and waits for its response, or fails after `timeoutMs`. */
function request(
  session: Session,
  command: 'bind_transmitter' | 'bind_transceiver' | 'submit_sm' | 'enquire_link' | 'unbind',
  options: Record<string, unknown>,
  timeoutMs: number,
): Promise<Pdu> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${command}_resp within ${timeoutMs} ms`)), timeoutMs);
    const sent = session[command](options, (pdu) => {
      clearTimeout(timer);
      resolve(pdu);
    });
    if (!sent) {
      clearTimeout(timer);
      reject(new Error('the SMPP connection is closed'));
    }
  });
}

/**
 * SMPP 3.4 to an SMS aggregator (node-smpp). One session, bound as transmitter (transceiver
 * when receipts are asked for), kept alive by enquire_link and reconnected with backoff when it
 * drops. Every submit_sm and bind has a timeout; a refusal or a timeout rejects the send with
 * the SMSC's reason.
 */
export class SmppSmsProvider implements SmsProvider {
  readonly name = 'smpp';
  readonly simulated = false;
  private session: Session | null = null;
  private binding: Promise<Session> | null = null;
  private failures = 0;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private keepalive: NodeJS.Timeout | null = null;
  private closed = false;
  // The concatenation reference is 8 bits; it only has to differ between messages in flight to one phone.
  private reference = randomInt(256);
  private readonly target: { host: string; port: number; tls: boolean; systemId: string; password: string };

  constructor(
    private readonly settings: SmppSettings,
    private readonly log: Logger,
  ) {
    const url = new URL(settings.url);
    const tls = url.protocol === 'smpps:';
    this.target = {
      host: url.hostname,
      port: Number(url.port) || (tls ? 3550 : 2775),
      tls,
      systemId: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
    };
  }

  /** Opens the session now, so the first code does not wait for the bind (and a wrong password shows at start). */
  start(): void {
    this.bound().catch(() => undefined);
  }

  async send(to: string, text: string): Promise<void> {
    if (this.closed) throw new SmsSendError(this.name, 'the server is stopping');
    let session: Session;
    try {
      session = await this.bound();
    } catch (error) {
      throw new SmsSendError(
        this.name,
        `cannot reach the SMSC at ${this.target.host}:${this.target.port}: ${(error as Error).message}`,
      );
    }
    const encoded = encodeSms(text);
    const reference = (this.reference = (this.reference + 1) % 256);
    const numeric = /^\+?\d+$/.test(this.settings.source);
    const messageIds: string[] = [];
    for (const part of encoded.parts) {
      const concatenated = part.total > 1;
      let answer: Pdu;
      try {
        answer = await request(
          session,
          'submit_sm',
          {
            source_addr_ton: numeric ? 1 : 5,
            source_addr_npi: numeric ? 1 : 0,
            source_addr: this.settings.source.replace(/^\+/, ''),
            dest_addr_ton: 1,
            dest_addr_npi: 1,
            destination_addr: to.replace(/^\+/, ''),
            esm_class: concatenated ? ESM_UDH_INDICATOR : 0,
            data_coding: encoded.dataCoding,
            registered_delivery: this.settings.receipts ? 1 : 0,
            // A Buffer goes out as it is: the encoding and the header are ours (smsParts.ts).
            short_message: concatenated
              ? Buffer.concat([concatenationHeader(reference, part), part.payload])
              : part.payload,
          },
          this.settings.timeoutMs,
        );
      } catch (error) {
        throw new SmsSendError(this.name, `part ${part.seq} of ${part.total}: ${(error as Error).message}`);
      }
      if (answer.command_status !== 0) {
        throw new SmsSendError(
          this.name,
          `the SMSC refused part ${part.seq} of ${part.total}: ${statusName(answer.command_status)}`,
        );
      }
      messageIds.push(String(answer.message_id ?? ''));
    }
    this.log.info(
      { provider: this.name, to, parts: encoded.parts.length, messageIds },
      'SMS accepted by the SMSC',
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.stopKeepalive();
    const session = this.session;
    this.session = null;
    if (!session) return;
    // A polite unbind first; an SMSC that does not answer is cut.
    await request(session, 'unbind', {}, 1_000).catch(() => undefined);
    await new Promise<void>((resolve) => session.destroy(() => resolve()));
  }

  /** The bound session, binding one if there is none. */
  private bound(): Promise<Session> {
    if (this.session) return Promise.resolve(this.session);
    if (this.binding) return this.binding;
    if (this.reconnectTimer) {
      // Someone is waiting for a code: try now rather than after the backoff.
      clearTimeout(this.reconnectTimer);
      this.reconnectTimer = null;
    }
    this.binding = this.connect().finally(() => {
      this.binding = null;
    });
    return this.binding;
  }

  private connect(): Promise<Session> {
    const { host, port, tls, systemId, password } = this.target;
    return new Promise<Session>((resolve, reject) => {
      const session = smpp.connect({ host, port, tls, ...(tls ? { servername: host } : {}) });
      let settled = false;
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        session.destroy();
        this.scheduleReconnect(error);
        reject(error);
      };
      const timer = setTimeout(
        () => fail(new Error(`no connection and bind within ${this.settings.timeoutMs} ms`)),
        this.settings.timeoutMs,
      );
      session.on('error', (error: Error) => {
        clearTimeout(timer);
        if (!settled) fail(error);
        else this.log.warn({ provider: this.name, err: error }, 'SMPP connection error');
      });
      session.on('close', () => {
        clearTimeout(timer);
        if (!settled) return fail(new Error('the SMSC closed the connection'));
        if (this.session === session) this.dropped(new Error('the SMSC closed the connection'));
      });
      this.answerRequests(session);
      session.once(tls ? 'secureConnect' : 'connect', () => {
        const bind = this.settings.receipts ? 'bind_transceiver' : 'bind_transmitter';
        request(
          session,
          bind,
          { system_id: systemId, password, interface_version: 0x34 },
          this.settings.timeoutMs,
        )
          .then((answer) => {
            clearTimeout(timer);
            if (answer.command_status !== 0)
              return fail(new Error(`the SMSC refused the bind: ${statusName(answer.command_status)}`));
            if (settled || this.closed) return fail(new Error('the server is stopping'));
            settled = true;
            this.failures = 0;
            this.session = session;
            this.startKeepalive(session);
            this.log.info({ provider: this.name, host, port, bind }, 'SMPP session bound');
            resolve(session);
          })
          .catch((error: Error) => {
            clearTimeout(timer);
            fail(error);
          });
      });
    });
  }

  /** What the SMSC may ask of us: keepalives, unbind, and delivery receipts (on a transceiver). */
  private answerRequests(session: Session): void {
    session.on('enquire_link', (pdu: Pdu) => session.send(pdu.response()));
    session.on('unbind', (pdu: Pdu) => {
      session.send(pdu.response());
      session.close();
    });
    session.on('deliver_sm', (pdu: Pdu) => {
      session.send(pdu.response());
      const esmClass = Number(pdu.esm_class ?? 0);
      if ((esmClass & ESM_DELIVERY_RECEIPT) === 0) return;
      const message = pdu.short_message as { message?: string } | undefined;
      // The receipt's text: "id:… sub:… dlvrd:… submit date:… done date:… stat:DELIVRD err:…".
      const receipt = String(message?.message ?? '');
      const stat = /stat:(\w+)/.exec(receipt)?.[1] ?? 'unknown';
      const id = String(pdu.receipted_message_id ?? /id:(\S+)/.exec(receipt)?.[1] ?? '');
      const level = stat === 'DELIVRD' || stat === 'ACCEPTD' || stat === 'ENROUTE' ? 'info' : 'warn';
      this.log[level]({ provider: this.name, messageId: id, stat, receipt }, 'SMS delivery receipt');
    });
  }

  private startKeepalive(session: Session): void {
    this.stopKeepalive();
    this.keepalive = setInterval(() => {
      request(session, 'enquire_link', {}, this.settings.timeoutMs).catch((error: Error) => {
        // A link that does not answer its keepalive is dead even if the socket looks open.
        if (this.session === session) {
          session.destroy();
          this.dropped(error);
        }
      });
    }, this.settings.enquireLinkMs);
    this.keepalive.unref();
  }

  private stopKeepalive(): void {
    if (this.keepalive) clearInterval(this.keepalive);
    this.keepalive = null;
  }

  private dropped(error: Error): void {
    this.session = null;
    this.stopKeepalive();
    this.scheduleReconnect(error);
  }

  private scheduleReconnect(error: Error): void {
    if (this.closed || this.reconnectTimer) return;
    const wait = BACKOFF_MS[Math.min(this.failures, BACKOFF_MS.length - 1)] as number;
    this.failures += 1;
    this.log.warn(
      { provider: this.name, err: error.message, retryInMs: wait },
      'SMPP session down; reconnecting',
    );
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.bound().catch(() => undefined);
    }, wait);
    this.reconnectTimer.unref();
  }
}
