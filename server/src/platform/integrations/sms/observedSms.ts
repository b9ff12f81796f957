import type { Logger } from 'pino';
import { SmsSendError, type SmsProvider } from './SmsProvider';

export type SmsOutcome = 'sent' | 'failed';

/**
 * The provider as the services see it: every failure is logged with the provider's reason (the
 * user only hears that the code could not be sent) and every outcome reaches /metrics.
 */
export class ObservedSmsProvider implements SmsProvider {
  private listener: ((outcome: SmsOutcome) => void) | null = null;

  constructor(
    readonly inner: SmsProvider,
    private readonly log: Logger,
  ) {}

  get name(): string {
    return this.inner.name;
  }

  get simulated(): boolean {
    return this.inner.simulated;
  }

  /** The metrics exist after the provider (observability is set up on the HTTP app). */
  onOutcome(listener: (outcome: SmsOutcome) => void): void {
    this.listener = listener;
  }

  async send(to: string, text: string): Promise<void> {
    try {
      await this.inner.send(to, text);
    } catch (error) {
      const reason = error instanceof SmsSendError ? error.reason : String(error);
      this.log.error({ component: 'sms', provider: this.inner.name, to, reason }, 'SMS could not be sent');
      this.listener?.('failed');
      throw error instanceof SmsSendError ? error : new SmsSendError(this.inner.name, reason);
    }
    this.listener?.('sent');
  }

  close(): Promise<void> {
    return this.inner.close?.() ?? Promise.resolve();
  }
}
