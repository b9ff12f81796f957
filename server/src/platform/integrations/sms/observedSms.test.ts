import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startTestTwilio } from '../../../../test/twilioServer';
import { HttpSmsProvider } from './httpSms';
import { ObservedSmsProvider, type SmsOutcome } from './observedSms';
import { SmsSendError } from './SmsProvider';

describe('the SMS provider as services see it', () => {
  it("logs a failure with the provider's reason and reports each outcome", async () => {
    const twilio = await startTestTwilio({ sid: 'AC1', token: 'tok_5f2e9a7c4b1d8e3f6a0c' });
    const lines: Array<Record<string, unknown>> = [];
    const log = pino(
      { level: 'info' },
      { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    const sms = new ObservedSmsProvider(
      new HttpSmsProvider({
        baseUrl: twilio.url,
        accountSid: 'AC1',
        authToken: 'tok_5f2e9a7c4b1d8e3f6a0c',
        from: 'Ops',
        timeoutMs: 2_000,
      }),
      log,
    );
    const outcomes: SmsOutcome[] = [];
    sms.onOutcome((outcome) => outcomes.push(outcome));
    try {
      twilio.failures.push({ status: 429, code: 20429, message: 'Too Many Requests' });
      await expect(sms.send('+201001234567', 'x')).rejects.toBeInstanceOf(SmsSendError);
      await sms.send('+201001234567', 'y');
      expect(outcomes).toEqual(['failed', 'sent']);
      expect(lines.find((line) => line.msg === 'SMS could not be sent')).toMatchObject({
        provider: 'http',
        reason: 'HTTP 429: 20429 Too Many Requests',
        to: '+201001234567',
      });
    } finally {
      await twilio.close();
    }
  });
});
