import type { Clock } from '../../deps';
import type { SmsMessage, SmsProvider } from './SmsProvider';

const OUTBOX_LIMIT = 200;

/**
 * SIMULATED SMS provider: nothing leaves this machine. Messages are kept in memory
 * so demos and tests can read one-time codes at GET /dev/sms-outbox (never in production).
 */
export class SimulatedSmsProvider implements SmsProvider {
  readonly name = 'simulated';
  readonly simulated = true;
  private readonly outbox: SmsMessage[] = [];

  constructor(private readonly clock: Clock) {}

  async send(to: string, text: string): Promise<void> {
    this.outbox.unshift({ to, text, sentAt: this.clock.now().toISOString() });
    this.outbox.length = Math.min(this.outbox.length, OUTBOX_LIMIT);
  }

  /** Newest first; optionally only messages to one phone number. */
  messages(to?: string): SmsMessage[] {
    return to ? this.outbox.filter((message) => message.to === to) : [...this.outbox];
  }
}
