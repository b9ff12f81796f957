-- Complete ID Verification Data (02 §2, issue 8 item 11): who completed a record's data
-- and when, and the rules a completion must keep even when two people save at once.
ALTER TABLE id_verifications ADD COLUMN data_completed_by_id text REFERENCES users(id);
ALTER TABLE id_verifications ADD COLUMN data_completed_at timestamptz;

-- A completed record always carries the data it was completed with. Completion itself is a
-- conditional UPDATE (... WHERE data_completion_status = 'pending'): of two saves at once
-- exactly one finds the row still pending.
ALTER TABLE id_verifications
  ADD CONSTRAINT id_verifications_completed_has_data
  CHECK (data_completion_status = 'pending' OR verified_data IS NOT NULL);

-- Random mode of the data-entry page picks among accepted records still waiting for data.
CREATE INDEX id_verifications_data_pending_idx ON id_verifications (created_at)
  WHERE status = 'accepted' AND data_completion_status = 'pending';

-- The Check Date filter and sort of the ID verification list.
CREATE INDEX id_verifications_last_status_idx ON id_verifications (last_status_at DESC);
