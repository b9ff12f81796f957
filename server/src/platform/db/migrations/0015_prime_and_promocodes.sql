-- Prime plans and promocodes (issue 8 §4, §5).

-- History entries about something other than a user (a prime plan, a promocode): the
-- subject names it; an entry still names a user when the action concerned one.
ALTER TABLE user_audit ALTER COLUMN target_user_id DROP NOT NULL;
ALTER TABLE user_audit ADD COLUMN subject_type text;
ALTER TABLE user_audit ADD COLUMN subject_id text;
ALTER TABLE user_audit ADD CONSTRAINT user_audit_has_target
  CHECK (target_user_id IS NOT NULL OR (subject_type IS NOT NULL AND subject_id IS NOT NULL));
CREATE INDEX user_audit_subject_idx ON user_audit (subject_type, subject_id, created_at DESC, id DESC)
  WHERE subject_id IS NOT NULL;

-- The plan rules of shared/rules/primePlan.ts that a row can state by itself, so a write
-- that skipped the service still cannot store an impossible plan.
ALTER TABLE prime_plans ADD CONSTRAINT prime_plans_allowances CHECK (unlocks >= -1 AND reservations >= -1);
ALTER TABLE prime_plans ADD CONSTRAINT prime_plans_period CHECK (period_value >= 1);
ALTER TABLE prime_plans ADD CONSTRAINT prime_plans_price CHECK (price_piasters > 0);
ALTER TABLE prime_plans ADD CONSTRAINT prime_plans_free_trial
  CHECK ((free_trial_unit IS NULL) = (free_trial_value IS NULL) AND (free_trial_value IS NULL OR free_trial_value >= 1));
ALTER TABLE prime_plans ADD COLUMN created_by text REFERENCES users(id);
CREATE INDEX prime_subscriptions_plan_idx ON prime_subscriptions (plan_id, created_at DESC);

-- Promocodes as staff create and edit them.
ALTER TABLE promocodes ADD COLUMN description text;
ALTER TABLE promocodes ADD COLUMN created_by text REFERENCES users(id);
ALTER TABLE promocodes ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
-- 03 §5: a start later than the expiration is refused here too.
ALTER TABLE promocodes ADD CONSTRAINT promocodes_dates
  CHECK (start_date IS NULL OR expiration_date IS NULL OR start_date <= expiration_date);
ALTER TABLE promocodes ADD CONSTRAINT promocodes_max_uses CHECK (max_uses IS NULL OR max_uses >= 1);
CREATE INDEX promocodes_created_idx ON promocodes (created_at DESC, id DESC);
