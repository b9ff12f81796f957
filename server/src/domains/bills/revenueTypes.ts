import { DASHBOARD_REVENUE_BILL_TYPES } from '@ops/shared/rules/dashboard';
import type { BillType } from './tables';

/**
 * The bills that are revenue: what the rider paid FOR (a ride, a day rental, a reservation,
 * a plan). Left out on purpose:
 * - walletCharge: money moved from a card into the wallet; counting it and then the ride
 *   the balance paid for would count the same pounds twice;
 * - settleNegativeBalance: pays a debt whose ride bill is already counted;
 * - the manual types (REFUND, COMPENSATION, FINE, ...): staff corrections, not sales.
 */
export const REVENUE_BILL_TYPES = DASHBOARD_REVENUE_BILL_TYPES satisfies readonly BillType[];
