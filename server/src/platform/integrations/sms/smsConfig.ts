/**
 * SMS_PROVIDER and its settings, read once with the rest of the configuration.
 * - simulated (the default outside production): nothing leaves the machine.
 * - smpp: SMPP 3.4 to an aggregator, SMPP_URL smpp://system_id:password@host:port (smpps:// for TLS).
 * - http: Twilio's Messages API shape (SMS_HTTP_URL, SMS_HTTP_ACCOUNT_SID, SMS_HTTP_AUTH_TOKEN, SMS_HTTP_FROM).
 */
export type SmsConfig =
  | { provider: 'simulated' }
  | {
      provider: 'smpp';
      url: string;
      /** SMPP_SOURCE: the sender id shown on the phone. */
      source: string;
      /** SMPP_RECEIPTS=1: bind as transceiver and ask for delivery receipts (not every aggregator offers them). */
      receipts: boolean;
      /** SMPP_TIMEOUT_MS: how long a submit (or a bind) may take before the send fails. */
      timeoutMs: number;
      /** SMPP_ENQUIRE_LINK_MS: keepalive period. */
      enquireLinkMs: number;
    }
  | {
      provider: 'http';
      baseUrl: string;
      accountSid: string;
      authToken: string;
      from: string;
      timeoutMs: number;
    };

export const DEFAULT_SMS_HTTP_URL = 'https://api.twilio.com';

function positiveMs(name: string, value: string | undefined, fallback: number, problems: string[]): number {
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms <= 0) {
    problems.push(`${name} must be a positive whole number of milliseconds, not ${value}`);
    return fallback;
  }
  return ms;
}

/** The SMS settings, with what is wrong with them (all at once, like the other production checks). */
export function readSmsConfig(env: NodeJS.ProcessEnv): { sms: SmsConfig; problems: string[] } {
  const production = env.NODE_ENV === 'production';
  const provider = (env.SMS_PROVIDER ?? '').trim().toLowerCase() || 'simulated';
  const problems: string[] = [];
  if (provider === 'simulated') {
    if (production && !['1', 'true', 'yes', 'on'].includes((env.ALLOW_SIMULATED_SMS ?? '').toLowerCase())) {
      problems.push(
        'SMS_PROVIDER is simulated: no verification code would reach anyone, so nobody could sign in; set SMS_PROVIDER=smpp (SMPP_URL, SMPP_SOURCE) or SMS_PROVIDER=http (SMS_HTTP_*), or ALLOW_SIMULATED_SMS=1 for a demo',
      );
    }
    return { sms: { provider: 'simulated' }, problems };
  }
  if (provider === 'smpp') {
    const url = env.SMPP_URL ?? '';
    let parsed: URL | null = null;
    try {
      parsed = new URL(url);
    } catch {
      parsed = null;
    }
    if (!parsed || !['smpp:', 'smpps:'].includes(parsed.protocol) || !parsed.hostname || !parsed.username) {
      problems.push('SMPP_URL must be smpp://system_id:password@host:port (smpps:// for TLS)');
    }
    const source = (env.SMPP_SOURCE ?? '').trim();
    if (source === '')
      problems.push('SMPP_SOURCE is not set: the sender id your aggregator registered for you');
    return {
      sms: {
        provider: 'smpp',
        url,
        source,
        receipts: ['1', 'true', 'yes', 'on'].includes((env.SMPP_RECEIPTS ?? '').toLowerCase()),
        timeoutMs: positiveMs('SMPP_TIMEOUT_MS', env.SMPP_TIMEOUT_MS, 10_000, problems),
        enquireLinkMs: positiveMs('SMPP_ENQUIRE_LINK_MS', env.SMPP_ENQUIRE_LINK_MS, 30_000, problems),
      },
      problems,
    };
  }
  if (provider === 'http') {
    const baseUrl = (env.SMS_HTTP_URL ?? '').trim().replace(/\/+$/, '') || DEFAULT_SMS_HTTP_URL;
    if (!/^https?:\/\/[^/\s]+/i.test(baseUrl))
      problems.push(
        `SMS_HTTP_URL must be an http(s) address such as ${DEFAULT_SMS_HTTP_URL}, not ${baseUrl}`,
      );
    if (production && baseUrl.startsWith('http://'))
      problems.push("SMS_HTTP_URL must be https:// in production: the request carries the account's token");
    const missing = ['SMS_HTTP_ACCOUNT_SID', 'SMS_HTTP_AUTH_TOKEN', 'SMS_HTTP_FROM'].filter(
      (name) => !(env[name] ?? '').trim(),
    );
    if (missing.length > 0)
      problems.push(
        `${missing.join(', ')} not set: the HTTP SMS provider needs the account, its token and the sender`,
      );
    return {
      sms: {
        provider: 'http',
        baseUrl,
        accountSid: (env.SMS_HTTP_ACCOUNT_SID ?? '').trim(),
        authToken: (env.SMS_HTTP_AUTH_TOKEN ?? '').trim(),
        from: (env.SMS_HTTP_FROM ?? '').trim(),
        timeoutMs: positiveMs('SMS_HTTP_TIMEOUT_MS', env.SMS_HTTP_TIMEOUT_MS, 10_000, problems),
      },
      problems,
    };
  }
  problems.push(`SMS_PROVIDER must be simulated, smpp or http, not ${provider}`);
  return { sms: { provider: 'simulated' }, problems };
}
