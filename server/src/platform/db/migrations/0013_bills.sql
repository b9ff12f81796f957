-- Bills (issue 8): manual bills, refunds that happen at most once, and the indexes the bills
-- list, its count and auto-settlings need at 5,000,000 bills (bench/billsScale.ts,
-- bench/billsScalePlans.md).

-- A manual bill's signed effect on the wallet (REFUND and COMPENSATION credit, FINE and
-- REMOVE_COMPENSATION debit, TRANSFER, INTERNAL and OTHER either way); null for bills the
-- system made. The costs stay positive amounts so revenue sums are not turned around.
ALTER TABLE bills ADD COLUMN balance_change_piasters bigint;
-- A REFUND bill names the bill it gives money back for.
ALTER TABLE bills ADD COLUMN refunded_bill_id text REFERENCES bills(id);
ALTER TABLE bills ADD CONSTRAINT bills_refund_names_a_bill CHECK (type <> 'REFUND' OR refunded_bill_id IS NOT NULL);
ALTER TABLE bills ADD CONSTRAINT bills_manual_change_nonzero CHECK (balance_change_piasters IS NULL OR balance_change_piasters <> 0);
-- A bill is refunded at most once: whatever the service checks, a second REFUND bill for the
-- same bill cannot be written (server/src/bills/refund.pg.test.ts races 20 of them).
CREATE UNIQUE INDEX bills_one_refund_per_bill ON bills (refunded_bill_id) WHERE type = 'REFUND';

-- A manual bill above the requester's second-signature threshold waits here, beside its
-- money_approvals request, until it is approved (then written) or rejected.
CREATE TABLE held_manual_bills (
  approval_id text PRIMARY KEY REFERENCES money_approvals(id),
  bill_type text NOT NULL,
  user_id text NOT NULL REFERENCES users(id),
  refunded_bill_id text REFERENCES bills(id),
  balance_change_piasters bigint NOT NULL CHECK (balance_change_piasters <> 0),
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The bills page's usual filters (a type, a date range, actual billed zero or not) count the
-- total from the index alone: without the included columns each count visited every
-- matching bill's row.
DROP INDEX IF EXISTS bills_type_date_idx;
CREATE INDEX bills_type_date_idx ON bills (type, date DESC) INCLUDE (actual_cost_piasters, is_refunded, is_auto_settle);
-- billsCount over any range (no type) and the unfiltered page: index-only too.
DROP INDEX IF EXISTS bills_date_idx;
CREATE INDEX bills_date_idx ON bills (date DESC) INCLUDE (type, actual_cost_piasters);
-- Auto-settlings: a small share of all bills, newest first, with their totals.
CREATE INDEX bills_auto_settle_date_idx ON bills (date DESC) INCLUDE (total_cost_piasters, actual_cost_piasters, vat_piasters) WHERE is_auto_settle;
-- The drawer's wallet logs of a bill.
CREATE INDEX IF NOT EXISTS wallet_logs_bill_idx ON wallet_logs (bill_id) WHERE bill_id IS NOT NULL;
-- The drawer's payment transactions of a bill.
CREATE INDEX IF NOT EXISTS payment_transactions_bill_idx ON payment_transactions (bill_id) WHERE bill_id IS NOT NULL;
