import type { Logger } from 'pino';
import { SmsSendError, type SmsProvider } from './SmsProvider';

export interface HttpSmsSettings {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
  timeoutMs: number;
}

/** Twilio's answer: a message resource, or an error resource with the same content type. */
interface MessageAnswer {
  sid?: string;
  status?: string | number;
  code?: number | null;
  message?: string;
  error_code?: number | null;
  error_message?: string | null;
}

/**
 * An SMS provider with an HTTPS API in the shape of Twilio's Messages API (the one most
 * providers copy): POST /2010-04-01/Accounts/{AccountSid}/Messages.json with basic auth and a
 * form-encoded To, From and Body; 201 with the message resource, or 4xx/5xx with
 * {code, message, more_info, status}.
 */
export class HttpSmsProvider implements SmsProvider {
  readonly name = 'http';
  readonly simulated = false;

  constructor(
    private readonly settings: HttpSmsSettings,
    private readonly log?: Logger,
  ) {}

  async send(to: string, text: string): Promise<void> {
    const { baseUrl, accountSid, authToken, from, timeoutMs } = this.settings;
    const url = `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ To: to, From: from, Body: text }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${timeoutMs} ms`
          : String((error as Error).cause ?? error);
      throw new SmsSendError(this.name, reason);
    }
    const body = await response.text();
    let answer: MessageAnswer = {};
    try {
      answer = JSON.parse(body) as MessageAnswer;
    } catch {
      // Not JSON (a proxy's error page): the status and the start of the body say enough.
    }
    if (!response.ok) {
      const detail = answer.message ? `${answer.code ?? ''} ${answer.message}`.trim() : body.slice(0, 200);
      throw new SmsSendError(this.name, `HTTP ${response.status}: ${detail}`);
    }
    if (answer.status === 'failed' || answer.status === 'undelivered') {
      throw new SmsSendError(
        this.name,
        `message ${answer.sid ?? ''} ${answer.status}: ${answer.error_code ?? ''} ${answer.error_message ?? ''}`.trim(),
      );
    }
    this.log?.debug({ provider: this.name, sid: answer.sid, status: answer.status }, 'SMS accepted');
  }
}
