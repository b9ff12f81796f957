-- Issue 8 §3 and §8: the payment transactions list, the gateway's webhooks and interval payments.

-- ---- getPaymentTrnasctions: a filtered page sorted newest first (ties by id) -------------------
-- Every filter the list offers (status, type, source, user) leads an index that ends in the
-- page's order, so a page is an index walk that stops after one page of rows, whatever the
-- table's size; a date range is a range on the same index. The 0002 indexes without the id
-- left the tie-breaker to an extra sort step; these replace them.
DROP INDEX IF EXISTS payment_transactions_created_idx;
DROP INDEX IF EXISTS payment_transactions_user_idx;
DROP INDEX IF EXISTS payment_transactions_status_idx;
CREATE INDEX payment_transactions_page_idx ON payment_transactions (created_at DESC, id DESC);
CREATE INDEX payment_transactions_status_page_idx ON payment_transactions (status, created_at DESC, id DESC);
CREATE INDEX payment_transactions_type_page_idx ON payment_transactions (transaction_type, created_at DESC, id DESC);
CREATE INDEX payment_transactions_source_page_idx ON payment_transactions (order_type, created_at DESC, id DESC);
CREATE INDEX payment_transactions_user_page_idx ON payment_transactions (user_id, created_at DESC, id DESC);
-- The expiry sweep reads only the (few) pending rows.
CREATE INDEX payment_transactions_pending_idx ON payment_transactions (created_at) WHERE status = 'pending';

-- ---- Interval payments: every scheduled charge, one row each ----------------------------------
-- A prime renewal (one per subscription period: the period that ends is renewed once) or a
-- wallet auto-charge (one per top-up the balance called for). `status` is where the charge is:
-- scheduled (due at scheduled_at), pending (an attempt waits for the gateway), success, failed
-- (next_retry_at says when the schedule tries again; null = no more automatic tries).
CREATE TABLE interval_payments (
  id text PRIMARY KEY,
  source text NOT NULL CHECK (source IN ('primeRenewal', 'walletAutoCharge')),
  user_id text NOT NULL REFERENCES users(id),
  prime_subscription_id text REFERENCES prime_subscriptions(id),
  wallet_auto_charge_id text REFERENCES wallet_auto_charges(id),
  -- What the card is charged, and (auto-charges) what lands in the wallet.
  amount_piasters bigint NOT NULL CHECK (amount_piasters > 0),
  credit_piasters bigint CHECK (credit_piasters IS NULL OR credit_piasters > 0),
  masked_pan text,
  status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'pending', 'success', 'failed')),
  scheduled_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts integer NOT NULL DEFAULT 3,
  next_retry_at timestamptz,
  failed_at timestamptz,
  succeeded_at timestamptz,
  last_message text,
  -- The latest attempt's transaction (each attempt's is on its attempt row).
  payment_transaction_id text REFERENCES payment_transactions(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((source = 'primeRenewal') = (prime_subscription_id IS NOT NULL)),
  CHECK ((source = 'walletAutoCharge') = (wallet_auto_charge_id IS NOT NULL AND credit_piasters IS NOT NULL))
);
-- A subscription period is renewed at most once.
CREATE UNIQUE INDEX interval_payments_prime_once_idx ON interval_payments (prime_subscription_id) WHERE prime_subscription_id IS NOT NULL;
-- An auto-charge has at most one top-up in flight (scheduled, pending or failed awaiting a retry).
CREATE UNIQUE INDEX interval_payments_auto_charge_open_idx ON interval_payments (wallet_auto_charge_id)
  WHERE wallet_auto_charge_id IS NOT NULL AND (status IN ('scheduled', 'pending') OR (status = 'failed' AND next_retry_at IS NOT NULL));
CREATE INDEX interval_payments_page_idx ON interval_payments (scheduled_at DESC, id DESC);
CREATE INDEX interval_payments_status_idx ON interval_payments (status, scheduled_at DESC, id DESC);
CREATE INDEX interval_payments_user_idx ON interval_payments (user_id, scheduled_at DESC);
-- The runner's two questions: what is due now, what is due for a retry.
CREATE INDEX interval_payments_due_idx ON interval_payments (scheduled_at) WHERE status = 'scheduled';
CREATE INDEX interval_payments_retry_idx ON interval_payments (next_retry_at) WHERE status = 'failed' AND next_retry_at IS NOT NULL;

-- One row per try: by the schedule (by_user_id null) or a staff retry, with the transaction it made.
CREATE TABLE interval_payment_attempts (
  id text PRIMARY KEY,
  interval_payment_id text NOT NULL REFERENCES interval_payments(id),
  attempt_number integer NOT NULL CHECK (attempt_number >= 1),
  by_user_id text REFERENCES users(id),
  payment_transaction_id text NOT NULL UNIQUE REFERENCES payment_transactions(id),
  outcome text NOT NULL DEFAULT 'pending' CHECK (outcome IN ('pending', 'success', 'failed', 'expired')),
  message text,
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  UNIQUE (interval_payment_id, attempt_number)
);
