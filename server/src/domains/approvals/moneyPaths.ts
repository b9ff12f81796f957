/**
 * Every path by which money enters, leaves or moves between wallets (issue 22, "done
 * means"). One row per place in server/src that writes wallet entries; moneyPaths.test.ts
 * greps server/src for callers of the ledger and fails when a caller has no row here, and
 * README.md is rendered from this table. A new path cannot be added without a row.
 */
export interface MoneyPath {
  /** The GraphQL operation(s) or job that moves the money. */
  operation: string;
  /** The file (under server/src) that calls the ledger for it. */
  file: string;
  /** What bounds one movement and a requester's total. */
  bound: string;
  /** When a second signature is needed. */
  signature: string;
  /** The History (user_audit) action, or where else it is recorded. */
  audit: string;
}

const RUNNING_TOTALS =
  "Running totals (approvals/hold.ts): per requester over the money limits' window, to one wallet at most the role threshold, over all wallets overallMultiple × it";
const HELD_ABOVE =
  'Held above the running totals (holdIfAboveThreshold); approved by another allowed user of the same or a higher rank';

export const MONEY_PATHS: readonly MoneyPath[] = [
  {
    operation: 'editBalance, incrementBalance',
    file: 'domains/wallet/service.ts',
    bound: `±1000 EGP a change (shared/rules/balance). ${RUNNING_TOTALS}`,
    signature: HELD_ABOVE,
    audit: 'incrementBalance',
  },
  {
    operation: 'waiveFine',
    file: 'domains/wallet/fineWaive.ts',
    bound: `The fine's amount, once. ${RUNNING_TOTALS}`,
    signature: HELD_ABOVE,
    audit: 'waiveFine',
  },
  {
    operation: 'refundBill, createManualBill',
    file: 'domains/bills/manualBills.ts',
    bound: `A refund: at most what was paid, once; a manual bill: the manual amount bound (shared/rules/bills). A wallet top-up's refund reverses it: its credit (bonus included) leaves the wallet and the card is refunded through the payment gateway, refused when the wallet no longer holds it (REFUND_EFFECTS, shared/rules/bills). ${RUNNING_TOTALS}`,
    signature: HELD_ABOVE,
    audit: 'refundBill, createManualBill',
  },
  {
    operation: 'compensateWithoutEnding, endRidePayWithSelectedAmount',
    file: 'domains/rides/heldCompensation.ts',
    bound: `At most the ride's cost less what was compensated. ${RUNNING_TOTALS}`,
    signature: HELD_ABOVE,
    audit: 'Ride log COMPENSATED (by whom, how much); requestMoneyApproval / approveMoneyRequest when held',
  },
  {
    operation: 'settleBalanceMultipleUsers',
    file: 'domains/settlement/settleOne.ts',
    bound: `What the user owes (balance back to 0). ${RUNNING_TOTALS}`,
    signature: HELD_ABOVE,
    audit: 'settleBalanceMultipleUsers',
  },
  {
    operation: 'approveMoneyRequest',
    file: 'domains/approvals/executors.ts',
    bound: 'Exactly the held request, once (row lock, unique wallet_log_id), within 24 h',
    signature: 'Is the second signature: never the requester, never on own balance, same or higher rank',
    audit: 'approveMoneyRequest',
  },
  {
    operation:
      'endRidePay, endRidePayWithSelectedAmount, endRideForFree, ride end by the rider or the system',
    file: 'domains/rides/finish.ts',
    bound:
      "The ride's price from the price in force at its start, at most RIDE_CHARGE_CAP_EGP (500 by default, shared/rules/rideCharge); rides running past RUNAWAY_RIDE_HOURS (12) are ended by the system (rides/runaway.ts)",
    signature:
      'None up to the cap: the system charges the rider for the ride. Above it the rest is not charged: support gets a task on the vehicle and bills it, if owed, as a manual bill (held above the running totals)',
    audit:
      "Ride log ENDED; the ride bill (total = price, actual = charged); the task's 'Ended Ride' history entry",
  },
  {
    operation: 'Demo top-up at start (DEMO_SEED with the simulator on)',
    file: 'compose/seed/topUp.ts',
    bound:
      'Demo data only: the rides of the days the demo was off (at most 31 days back), priced as the seed prices them; production has no demo data unless ALLOW_DEMO_DATA=1',
    signature: 'None: demo riders paying for demo rides, no staff money',
    audit: 'The ride bills and UNLOCK_GO wallet logs it writes; seed_runs.details.toppedUpTo',
  },
  {
    operation: 'Day rental (rider app)',
    file: 'domains/rentals/service.ts',
    bound: "The rental's price, paid by the rider",
    signature: 'None: the rider pays for their own rental',
    audit: 'The DAY_RENTAL bill',
  },
  {
    operation: 'Interval payments job (wallet auto charge credit)',
    file: 'domains/payments/intervals/outcome.ts',
    bound:
      'The charge plan version copied at scheduling: credit at most maxPlanRatio × price (money limits, 1.5 by default), only after the card payment succeeded',
    signature:
      'The plan: created/edited with settings.ADJUST_PAYMENT_METHODS; a bonus above the requester threshold held (CHARGE_PLAN_CHANGE)',
    audit:
      'createWalletChargePlan / editWalletChargePlan / deleteWalletChargePlan (before, after); the CHARGE wallet log names the auto charge',
  },
];

/** The table as markdown, for README.md (moneyPaths.test.ts checks the README holds it). */
export function moneyPathsMarkdown(): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return [
    '| Operation or job | File | Bound | Second signature | Audit |',
    '| --- | --- | --- | --- | --- |',
    ...MONEY_PATHS.map(
      (p) => `| ${[p.operation, p.file, p.bound, p.signature, p.audit].map(cell).join(' | ')} |`,
    ),
  ].join('\n');
}
