export interface SmsMessage {
  to: string;
  text: string;
  sentAt: string;
}

/** Sends text messages (one-time codes): simulated, SMPP or an HTTP provider (createSmsProvider.ts). */
export interface SmsProvider {
  readonly name: string;
  /** True for the provider whose messages never leave this machine: start-up says so. */
  readonly simulated: boolean;
  /** Resolves once the provider accepted the message; rejects with an SmsSendError otherwise. */
  send(to: string, text: string): Promise<void>;
  /** Ends connections and timers (the SMPP session); the server calls it as it stops. */
  close?(): Promise<void>;
}

/** A message the provider did not accept, with the provider's own reason for the log. */
export class SmsSendError extends Error {
  constructor(
    readonly provider: string,
    readonly reason: string,
  ) {
    super(`SMS through ${provider} failed: ${reason}`);
    this.name = 'SmsSendError';
  }
}
