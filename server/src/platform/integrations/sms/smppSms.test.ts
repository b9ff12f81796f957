import pino from 'pino';
import smpp from 'smpp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestSmsc, type TestSmsc } from '../../../../test/smppServer';
import { SmppSmsProvider, type SmppSettings } from './smppSms';
import { SmsSendError } from './SmsProvider';

const PHONE = '+201001234567';

describe('SMS over SMPP 3.4, against a real SMPP server', () => {
  let smsc: TestSmsc;
  let provider: SmppSmsProvider | null = null;
  const lines: Array<Record<string, unknown>> = [];
  const log = pino(
    { level: 'debug' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );

  const open = (settings: Partial<SmppSettings> = {}) =>
    (provider = new SmppSmsProvider(
      {
        url: smsc.url,
        source: 'OpsDesk',
        receipts: false,
        timeoutMs: 2_000,
        enquireLinkMs: 30_000,
        ...settings,
      },
      log,
    ));

  beforeEach(async () => {
    smsc = await startTestSmsc();
    lines.length = 0;
  });
  afterEach(async () => {
    await provider?.close();
    provider = null;
    await smsc.close();
  });

  it('binds as transmitter and submits a code in the GSM alphabet', async () => {
    await open().send(PHONE, 'Your code is 123456.');
    const sms = await smsc.nextMessage('201001234567');
    expect(sms).toMatchObject({
      from: 'OpsDesk',
      text: 'Your code is 123456.',
      dataCoding: 0,
      parts: 1,
      registeredDelivery: 0,
    });
    expect(smsc.binds).toEqual(['transmitter']);
  });

  it('sends Arabic as UCS-2 and a long message in concatenated parts', async () => {
    const arabic = 'رمز التحقق الخاص بك هو 123456. '.repeat(4);
    await open().send(PHONE, arabic);
    const sms = await smsc.nextMessage('201001234567');
    expect(sms.dataCoding).toBe(8);
    expect(sms.parts).toBe(2);
    expect(sms.text).toBe(arabic);
  });

  it('a refused submit fails the send with the SMSC status', async () => {
    smsc.answerWith = smpp.errors.ESME_RTHROTTLED as number;
    const error = await open()
      .send(PHONE, 'hello')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as SmsSendError).reason).toMatch(/ESME_RTHROTTLED \(0x00000058\)/);
  });

  it('an SMSC that does not answer times the send out', async () => {
    smsc.answerWith = null;
    const started = Date.now();
    const error = await open({ timeoutMs: 300 })
      .send(PHONE, 'hello')
      .catch((caught: unknown) => caught);
    expect((error as SmsSendError).reason).toMatch(/no submit_sm_resp within 300 ms/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('wrong credentials and an unreachable SMSC fail plainly', async () => {
    const wrong = new SmppSmsProvider(
      {
        url: smsc.url.replace('secret12', 'nope'),
        source: 'OpsDesk',
        receipts: false,
        timeoutMs: 1_000,
        enquireLinkMs: 30_000,
      },
      log,
    );
    expect(
      ((await wrong.send(PHONE, 'x').catch((caught: unknown) => caught)) as SmsSendError).reason,
    ).toMatch(/refused the bind: ESME_RBINDFAIL/);
    await wrong.close();
    const port = smsc.port;
    await smsc.close();
    const nobody = new SmppSmsProvider(
      {
        url: `smpp://ops:secret12@127.0.0.1:${port}`,
        source: 'OpsDesk',
        receipts: false,
        timeoutMs: 1_000,
        enquireLinkMs: 30_000,
      },
      log,
    );
    expect(
      ((await nobody.send(PHONE, 'x').catch((caught: unknown) => caught)) as SmsSendError).reason,
    ).toMatch(/cannot reach the SMSC .*ECONNREFUSED/);
    await nobody.close();
    smsc = await startTestSmsc();
  });

  it('keeps the link alive with enquire_link', async () => {
    await open({ enquireLinkMs: 100 }).send(PHONE, 'first');
    // Three beats of 100 ms; polled, because a busy CI machine delays timers (a fixed 450 ms wait saw 2 there).
    await expect.poll(() => smsc.enquireLinks, { timeout: 3_000 }).toBeGreaterThanOrEqual(3);
  });

  it('reconnects after the SMSC drops the session', async () => {
    const sms = open();
    await sms.send(PHONE, 'before');
    smsc.dropSessions();
    await expect
      .poll(() => lines.some((line) => line.msg === 'SMPP session down; reconnecting'), { timeout: 3_000 })
      .toBe(true);
    await expect.poll(() => smsc.binds.length, { timeout: 5_000 }).toBe(2);
    await sms.send(PHONE, 'after');
    expect(smsc.received.map((message) => message.text)).toEqual(['before', 'after']);
  });

  it('binds as transceiver for delivery receipts and logs them', async () => {
    await open({ receipts: true }).send(PHONE, 'with receipt');
    expect(smsc.binds).toEqual(['transceiver']);
    expect((await smsc.nextMessage('201001234567')).registeredDelivery).toBe(1);
    await expect
      .poll(() => lines.find((line) => line.msg === 'SMS delivery receipt'), { timeout: 3_000 })
      .toMatchObject({ stat: 'DELIVRD', messageId: '1' });
  });
});
