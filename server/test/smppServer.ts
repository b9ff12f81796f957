import smpp, { type Pdu, type Session } from 'smpp';

/** One message as the SMSC assembled it from its parts. */
export interface ReceivedSms {
  from: string;
  to: string;
  text: string;
  dataCoding: number;
  parts: number;
  registeredDelivery: number;
}

export interface TestSmsc {
  url: string;
  port: number;
  received: ReceivedSms[];
  binds: string[];
  enquireLinks: number;
  /** Next submits answer with this command_status (0 accepts); null stops answering at all. */
  answerWith: number | null;
  /** Ends every open session from the SMSC's side (the aggregator restarting). */
  dropSessions(): void;
  /** Resolves with the first message to `to` (waiting for it if needed). */
  nextMessage(to: string, timeoutMs?: number): Promise<ReceivedSms>;
  close(): Promise<void>;
}

/**
 * A real SMPP 3.4 server (node-smpp's own server side) on a free local port, standing in for an
 * aggregator's SMSC: it checks the bind's credentials, answers enquire_link, assembles
 * concatenated messages and sends a delivery receipt when one is asked for.
 */
export async function startTestSmsc(
  credentials = { systemId: 'ops', password: 'secret12' },
): Promise<TestSmsc> {
  const sessions = new Set<Session>();
  const partsByRef = new Map<string, Map<number, string>>();
  const waiters: Array<{ to: string; resolve: (sms: ReceivedSms) => void }> = [];
  let messageId = 0;

  const deliver = (sms: ReceivedSms) => {
    state.received.push(sms);
    for (const waiter of waiters.filter((entry) => entry.to === sms.to)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(sms);
    }
  };

  const onSubmit = (session: Session, pdu: Pdu, receipts: boolean) => {
    if (state.answerWith === null) return;
    if (state.answerWith !== 0) {
      session.send(pdu.response({ command_status: state.answerWith }));
      return;
    }
    const id = String((messageId += 1));
    session.send(pdu.response({ message_id: id }));
    const body = pdu.short_message as { udh?: Buffer[]; message: string };
    const concat = body.udh?.find((element) => element[0] === 0x00);
    const base = {
      from: String(pdu.source_addr),
      to: String(pdu.destination_addr),
      dataCoding: Number(pdu.data_coding),
      registeredDelivery: Number(pdu.registered_delivery),
    };
    let whole: ReceivedSms | null = null;
    if (!concat) {
      whole = { ...base, text: body.message, parts: 1 };
    } else {
      const [, , ref, total, seq] = [...concat];
      const key = `${base.to}:${ref}`;
      const parts = partsByRef.get(key) ?? new Map<number, string>();
      parts.set(seq as number, body.message);
      partsByRef.set(key, parts);
      if (parts.size === total) {
        partsByRef.delete(key);
        const text = [...parts.entries()]
          .sort(([a], [b]) => a - b)
          .map(([, part]) => part)
          .join('');
        whole = { ...base, text, parts: total as number };
      }
    }
    if (whole) deliver(whole);
    if (receipts && Number(pdu.registered_delivery) & 1) {
      session.deliver_sm({
        source_addr: pdu.destination_addr,
        destination_addr: pdu.source_addr,
        esm_class: 0x04,
        short_message: `id:${id} sub:001 dlvrd:001 submit date:2611281200 done date:2611281200 stat:DELIVRD err:000 text:`,
        receipted_message_id: id,
      });
    }
  };

  const server = smpp.createServer({}, (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
    session.on('error', () => sessions.delete(session));
    const bind = (kind: string, receipts: boolean) => (pdu: Pdu) => {
      if (pdu.system_id !== credentials.systemId || pdu.password !== credentials.password) {
        session.send(pdu.response({ command_status: smpp.errors.ESME_RBINDFAIL as number }));
        session.close();
        return;
      }
      state.binds.push(kind);
      session.send(pdu.response());
      session.on('submit_sm', (submit: Pdu) => onSubmit(session, submit, receipts));
    };
    session.on('bind_transmitter', bind('transmitter', false));
    session.on('bind_transceiver', bind('transceiver', true));
    session.on('enquire_link', (pdu: Pdu) => {
      state.enquireLinks += 1;
      session.send(pdu.response());
    });
    session.on('unbind', (pdu: Pdu) => {
      session.send(pdu.response());
      session.close();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const state: TestSmsc = {
    url: `smpp://${credentials.systemId}:${credentials.password}@127.0.0.1:${port}`,
    port,
    received: [],
    binds: [],
    enquireLinks: 0,
    answerWith: 0,
    dropSessions() {
      for (const session of sessions) session.destroy();
    },
    nextMessage(to, timeoutMs = 10_000) {
      const found = state.received.find((sms) => sms.to === to);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no SMS to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          to,
          resolve: (sms) => {
            clearTimeout(timer);
            resolve(sms);
          },
        });
      });
    },
    async close() {
      for (const session of sessions) session.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return state;
}
