import {
  DEFAULT_PAYMENT_ORDER_TYPE,
  PAYMENT_SOURCE_LABELS,
  type PaymentSource,
} from '@ops/shared/rules/labels';

/** Tag colours of a payment transaction's status (02 §3: pending, failed, refunded, success, expired). */
export const PAYMENT_STATUS_COLOURS: Record<string, string> = {
  pending: 'gold',
  failed: 'red',
  refunded: 'purple',
  success: 'green',
  expired: 'default',
};

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  failed: 'Failed',
  refunded: 'Refunded',
  success: 'Success',
  expired: 'Expired',
};

/** 02 §3: an order type reads 'auth' by default; the sources read as the bill filter names them. */
export function orderTypeLabel(orderType: string | null | undefined): string {
  if (!orderType || orderType === DEFAULT_PAYMENT_ORDER_TYPE) return DEFAULT_PAYMENT_ORDER_TYPE;
  return Object.prototype.hasOwnProperty.call(PAYMENT_SOURCE_LABELS, orderType)
    ? PAYMENT_SOURCE_LABELS[orderType as PaymentSource]
    : orderType;
}
