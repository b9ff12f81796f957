import { mulberry32 } from '@ops/shared/seededRandom';
import type { Clock } from '../../deps';
import type {
  ChargeRequest,
  GatewayWebhook,
  InstantResponse,
  PaymentGateway,
  RefundRequest,
  RefundResponse,
  WebhookSink,
  WebhookStatus,
} from './PaymentGateway';

/** How the simulated gateway behaves: shares of each fate (the rest succeed on time) and delays. */
export interface SimulatedPaymentBehaviour {
  /** Declined in the instant response: no webhook. */
  declined: number;
  /** A webhook saying failed (insufficient funds, 3-D Secure abandoned...). */
  failed: number;
  /** The webhook arrives after the instant response window (still before expiry). */
  late: number;
  /** No webhook at all: the transaction expires. */
  silent: number;
  /** The webhook is sent twice, as real gateways do on a slow acknowledgement. */
  duplicated: number;
  /** On-time webhook delay, ms. */
  webhookDelayMs: readonly [number, number];
  /** Late webhook delay, ms (after `respondWithinMs`). */
  lateDelayMs: readonly [number, number];
  /** The instant response window. */
  respondWithinMs: number;
}

export const REALISTIC_BEHAVIOUR: SimulatedPaymentBehaviour = {
  declined: 0.05,
  failed: 0.12,
  late: 0.1,
  silent: 0.04,
  duplicated: 0.06,
  webhookDelayMs: [1_500, 8_000],
  lateDelayMs: [5_000, 40_000],
  respondWithinMs: 30_000,
};

export interface SimulatedPaymentGatewayOptions {
  clock: Clock;
  behaviour?: Partial<SimulatedPaymentBehaviour>;
  /** 'timers' delivers webhooks on their own (the demo); 'manual' holds them until deliverDue() (tests). */
  delivery?: 'timers' | 'manual';
  /** Seeds the fates, so a demo run or a test is reproducible. */
  seed?: number;
  /** Errors from the sink (logged by the caller's sink normally). */
  onError?: (error: unknown) => void;
}

interface Queued {
  webhook: GatewayWebhook;
  dueAt: number;
  timer: NodeJS.Timeout | null;
}

/**
 * SIMULATED payment gateway: no card is charged and nothing leaves this machine. It answers
 * charges the way a card gateway does (instant response, then webhooks that may be late,
 * duplicated or missing) so the payment paths and the lists can be exercised end to end.
 */
export class SimulatedPaymentGateway implements PaymentGateway {
  readonly name = 'simulated';
  private readonly behaviour: SimulatedPaymentBehaviour;
  private readonly random: () => number;
  private readonly queue = new Set<Queued>();
  private readonly inFlight = new Set<Promise<void>>();
  private sink: WebhookSink | null = null;
  private sequence = 0;
  private closed = false;

  constructor(private readonly options: SimulatedPaymentGatewayOptions) {
    this.behaviour = { ...REALISTIC_BEHAVIOUR, ...options.behaviour };
    this.random = mulberry32(options.seed ?? 20261123);
  }

  onWebhook(sink: WebhookSink): void {
    this.sink = sink;
  }

  async charge(request: ChargeRequest): Promise<InstantResponse> {
    const now = this.options.clock.now().getTime();
    const b = this.behaviour;
    const respondBy = new Date(now + b.respondWithinMs);
    const orderReference = `SIM-${String(++this.sequence).padStart(6, '0')}-${Math.floor(this.random() * 1e6)}`;
    const roll = this.random();
    if (roll < b.declined)
      return {
        accepted: false,
        gatewayOrderReference: orderReference,
        message: 'DECLINED: Do not honour',
        respondBy,
      };
    if (roll < b.declined + b.silent)
      return { accepted: true, gatewayOrderReference: orderReference, message: 'PENDING', respondBy };
    const status: WebhookStatus = roll < b.declined + b.silent + b.failed ? 'failed' : 'success';
    const late = this.random() < b.late;
    const delay = late ? b.respondWithinMs + this.between(b.lateDelayMs) : this.between(b.webhookDelayMs);
    const webhook: GatewayWebhook = {
      merchantReference: request.merchantReference,
      gatewayReference: String(100_000_000 + Math.floor(this.random() * 900_000_000)),
      status,
      message:
        status === 'success'
          ? 'Approved'
          : this.pick(['Insufficient funds', 'Declined by issuer', '3-D Secure authentication failed']),
      sentAt: new Date(now + delay),
    };
    this.enqueue(webhook, now + delay);
    if (this.random() < b.duplicated) this.enqueue({ ...webhook }, now + delay + this.between([500, 5_000]));
    return { accepted: true, gatewayOrderReference: orderReference, message: 'PENDING', respondBy };
  }

  /** Accepted at once; the 'refunded' webhook follows, as the gateway sends it after a refund is asked for. */
  async refund(request: RefundRequest): Promise<RefundResponse> {
    const now = this.options.clock.now().getTime();
    const gatewayReference =
      request.gatewayReference ?? String(100_000_000 + Math.floor(this.random() * 900_000_000));
    this.enqueue(
      {
        merchantReference: request.merchantReference,
        gatewayReference,
        status: 'refunded',
        message: 'Refunded',
        sentAt: new Date(now),
      },
      now,
    );
    return { accepted: true, message: 'Refund accepted' };
  }

  /** Webhooks held (manual delivery), soonest first. */
  pending(): GatewayWebhook[] {
    return [...this.queue].sort((a, b) => a.dueAt - b.dueAt).map((q) => q.webhook);
  }

  /** Manual delivery: hands every webhook due by the clock (or all, with `all`) to the sink, in order. */
  async deliverDue(all = false): Promise<number> {
    const now = this.options.clock.now().getTime();
    const due = [...this.queue].filter((q) => all || q.dueAt <= now).sort((a, b) => a.dueAt - b.dueAt);
    for (const queued of due) await this.deliver(queued);
    return due.length;
  }

  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const queued of this.queue) if (queued.timer) clearTimeout(queued.timer);
    this.queue.clear();
    await this.idle();
  }

  private enqueue(webhook: GatewayWebhook, dueAt: number): void {
    if (this.closed) return;
    const queued: Queued = { webhook, dueAt, timer: null };
    this.queue.add(queued);
    if (this.options.delivery === 'timers') {
      queued.timer = setTimeout(
        () => void this.deliver(queued),
        Math.max(0, dueAt - this.options.clock.now().getTime()),
      );
      queued.timer.unref();
    }
  }

  private async deliver(queued: Queued): Promise<void> {
    if (!this.queue.delete(queued) || !this.sink) return;
    const run = this.sink(queued.webhook).catch((error: unknown) => this.options.onError?.(error));
    this.inFlight.add(run);
    try {
      await run;
    } finally {
      this.inFlight.delete(run);
    }
  }

  private between([min, max]: readonly [number, number]): number {
    return Math.round(min + this.random() * (max - min));
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }
}
