-- Issue 22 §1: a charge plan is versioned; a scheduled auto charge records the plan and
-- the version whose price and credit it copied, so a change approved later never reprices it.
ALTER TABLE wallet_charge_plans ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE interval_payments ADD COLUMN wallet_charge_plan_id text;
ALTER TABLE interval_payments ADD COLUMN wallet_charge_plan_version integer;
