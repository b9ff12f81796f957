-- Issue 22 finding 6: a top-up's refund takes its credit back out of the wallet and returns the
-- money to the card. The wallet side commits with the REFUND bill; the card side is a call to
-- the payment gateway, which cannot join that transaction, so it is written here in the same
-- transaction and sent after commit (and by the payments pass, for refunds approved later).
-- A row is sent at most once: the sender claims it with FOR UPDATE SKIP LOCKED.
CREATE TABLE card_refunds (
  id text PRIMARY KEY,
  refund_bill_id text NOT NULL UNIQUE REFERENCES bills(id),
  payment_transaction_id text NOT NULL REFERENCES payment_transactions(id),
  amount_piasters bigint NOT NULL CHECK (amount_piasters > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX card_refunds_pending ON card_refunds (created_at) WHERE status = 'pending';
