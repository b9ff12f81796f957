/**
 * The card payment gateway (ARCHITECTURE: integrations). A charge is answered at once with
 * the gateway's instant response (accepted for processing, or declined); the outcome comes
 * later as a webhook, possibly late, possibly twice, possibly never (the transaction then
 * expires). The default is simulatedPaymentGateway.ts; a real provider (Paymob, Kashier) is
 * one more implementation chosen by configuration, posting its webhooks to the same handler
 * (payments/webhooks.ts).
 */

export interface ChargeRequest {
  /** Our reference: the payment transaction's merchant reference, unique per try. */
  merchantReference: string;
  amountPiasters: number;
  userId: string;
  maskedPan: string | null;
  description: string;
}

export interface InstantResponse {
  /** False: declined on the spot (no webhook follows). */
  accepted: boolean;
  gatewayOrderReference: string | null;
  message: string;
  /** The instant response window: a webhook later than this is late. */
  respondBy: Date;
}

/** Money back to the card of a successful charge; the outcome comes later as a 'refunded' webhook. */
export interface RefundRequest {
  merchantReference: string;
  gatewayReference: string | null;
  amountPiasters: number;
}

export interface RefundResponse {
  /** False: refused on the spot (the message says why); nothing is returned to the card. */
  accepted: boolean;
  message: string;
}

export type WebhookStatus = 'success' | 'failed' | 'refunded';

export interface GatewayWebhook {
  merchantReference: string;
  gatewayReference: string;
  status: WebhookStatus;
  message: string;
  sentAt: Date;
}

export type WebhookSink = (webhook: GatewayWebhook) => Promise<void>;

export interface PaymentGateway {
  readonly name: string;
  charge(request: ChargeRequest): Promise<InstantResponse>;
  refund(request: RefundRequest): Promise<RefundResponse>;
  /** Where webhooks go: set once when the server starts. */
  onWebhook(sink: WebhookSink): void;
  /** Resolves once every webhook due so far has been handed to the sink. */
  idle(): Promise<void>;
  close(): Promise<void>;
}
