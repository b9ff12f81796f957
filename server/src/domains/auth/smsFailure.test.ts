import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config/config';
import { openDatabase, type DatabaseHandle } from '../../platform/db/client';
import { buildServer, type OpsServer } from '../../compose/buildServer';
import { HttpSmsProvider } from '../../platform/integrations/sms/httpSms';
import { SMS_FAILED_MESSAGE } from '../../platform/integrations/sms/sendSms';
import { createStaff, LOGIN, SEND_CODE, VERIFY } from '../../../test/staff';
import { startTestTwilio, type TestTwilio } from '../../../test/twilioServer';
import { TestClock } from '../../../test/testClock';
import { OTP_RESEND_WAIT_SECONDS } from '@ops/shared/rules/otp';
import { SIGN_IN_LIMITS } from '../../platform/rateLimiter/attempts';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'tok_5f2e9a7c4b1d8e3f6a0c';

describe('a code the SMS provider did not take (issue 25 item 1)', () => {
  let twilio: TestTwilio;
  let handle: DatabaseHandle;
  let server: OpsServer;
  let url: string;
  const clock = new TestClock();

  const gql = async <T>(query: string, variables: Record<string, unknown>) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  };

  beforeAll(async () => {
    twilio = await startTestTwilio({ sid: SID, token: TOKEN });
    handle = await openDatabase({ dataDir: 'memory://' });
    const config = {
      ...loadConfig({ NODE_ENV: 'test' }),
      port: 0,
      host: '127.0.0.1',
      demoSeed: false,
      rendererDir: '/nonexistent',
    };
    const sms = new HttpSmsProvider({
      baseUrl: twilio.url,
      accountSid: SID,
      authToken: TOKEN,
      from: '+15005550006',
      timeoutMs: 2_000,
    });
    server = await buildServer(config, { handle, sms, clock });
    url = await server.listen();
  });
  afterAll(async () => {
    await server.close();
    await handle.close();
    await twilio.close();
  });

  it('tells the user plainly, costs no try and no resend wait, counts in /metrics, and the next try works', async () => {
    const staff = await createStaff(handle.db);
    expect((await gql(LOGIN, { phone: staff.phone, password: staff.password })).errors).toBeUndefined();
    // More failures than the hourly limit of sends: none of them may count against the person.
    const failures = SIGN_IN_LIMITS.sendPerPhone.max + 1;
    for (let index = 0; index < failures; index += 1) {
      twilio.failures.push({ status: 503, code: 20503, message: 'Service Unavailable' });
      const sent = await gql(SEND_CODE, { phone: staff.phone, resend: false });
      expect(sent.errors?.[0]?.message).toBe(SMS_FAILED_MESSAGE);
    }
    const sent = await gql<{ getVerificationCode: { message: string } }>(SEND_CODE, {
      phone: staff.phone,
      resend: false,
    });
    expect(sent.errors).toBeUndefined();
    // No code went out before: this is the first one, not a resend.
    expect(sent.data?.getVerificationCode.message).toBe('Verification code sent');
    const request = await twilio.nextMessage(staff.phone);
    const code = /\b(\d{6})\b/.exec(request.form.Body ?? '')?.[1];
    const verified = await gql<{ verifyCode: { userId: string } }>(VERIFY, { phone: staff.phone, code });
    expect(verified.data?.verifyCode.userId).toBe(staff.userId);

    const metrics = await (await fetch(`${url}/metrics`)).text();
    expect(metrics).toContain(`ops_sms_sends_total{provider="http",outcome="failed"} ${failures}`);
    expect(metrics).toContain('ops_sms_sends_total{provider="http",outcome="sent"} 1');
  });

  it('a failed resend leaves the code sent before working', async () => {
    const staff = await createStaff(handle.db);
    await gql(LOGIN, { phone: staff.phone, password: staff.password });
    expect((await gql(SEND_CODE, { phone: staff.phone, resend: false })).errors).toBeUndefined();
    const first = /\b(\d{6})\b/.exec((await twilio.nextMessage(staff.phone)).form.Body ?? '')?.[1];
    // Past the resend wait, the resend fails at the provider.
    clock.advance((OTP_RESEND_WAIT_SECONDS + 1) * 1000);
    twilio.failures.push({ status: 500, code: 20500, message: 'Internal Server Error' });
    const resent = await gql(SEND_CODE, { phone: staff.phone, resend: true });
    expect(resent.errors?.[0]?.message).toBe(SMS_FAILED_MESSAGE);
    const verified = await gql<{ verifyCode: { userId: string } }>(VERIFY, {
      phone: staff.phone,
      code: first,
    });
    expect(verified.data?.verifyCode.userId).toBe(staff.userId);
  });
});
