import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestTwilio, type TestTwilio } from '../../../../test/twilioServer';
import { HttpSmsProvider } from './httpSms';
import { SmsSendError } from './SmsProvider';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'tok_5f2e9a7c4b1d8e3f6a0c';
const PHONE = '+201001234567';

describe('SMS over an HTTPS provider (Twilio Messages API), against a local server speaking it', () => {
  let twilio: TestTwilio;
  const provider = (overrides: { authToken?: string; timeoutMs?: number } = {}) =>
    new HttpSmsProvider({
      baseUrl: twilio.url,
      accountSid: SID,
      authToken: TOKEN,
      from: '+15005550006',
      timeoutMs: 2_000,
      ...overrides,
    });

  beforeEach(async () => {
    twilio = await startTestTwilio({ sid: SID, token: TOKEN });
  });
  afterEach(async () => {
    await twilio.close();
  });

  it("posts To, From and Body form-encoded with basic auth to the account's Messages.json", async () => {
    await provider().send(PHONE, 'رمز التحقق 123456');
    const request = await twilio.nextMessage(PHONE);
    expect(request.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request.contentType).toBe('application/x-www-form-urlencoded');
    expect(request.form).toEqual({ To: PHONE, From: '+15005550006', Body: 'رمز التحقق 123456' });
  });

  it("an error answer fails the send with the provider's code and message", async () => {
    twilio.failures.push({
      status: 400,
      code: 21211,
      message: "The 'To' number +201001234567 is not a valid phone number.",
    });
    const error = await provider()
      .send(PHONE, 'x')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as SmsSendError).reason).toBe(
      "HTTP 400: 21211 The 'To' number +201001234567 is not a valid phone number.",
    );
  });

  it("wrong credentials are the provider's 401", async () => {
    const error = (await provider({ authToken: 'wrong' })
      .send(PHONE, 'x')
      .catch((caught: unknown) => caught)) as SmsSendError;
    expect(error.reason).toBe('HTTP 401: 20003 Authenticate');
  });

  it('a provider that does not answer times out', async () => {
    twilio.failures.push('hang');
    const error = (await provider({ timeoutMs: 300 })
      .send(PHONE, 'x')
      .catch((caught: unknown) => caught)) as SmsSendError;
    expect(error.reason).toBe('no answer within 300 ms');
  });

  it('an unreachable provider fails plainly', async () => {
    const url = twilio.url;
    await twilio.close();
    const error = (await new HttpSmsProvider({
      baseUrl: url,
      accountSid: SID,
      authToken: TOKEN,
      from: 'x',
      timeoutMs: 1_000,
    })
      .send(PHONE, 'x')
      .catch((caught: unknown) => caught)) as SmsSendError;
    expect(error.reason).toMatch(/ECONNREFUSED/);
    twilio = await startTestTwilio({ sid: SID, token: TOKEN });
  });
});
