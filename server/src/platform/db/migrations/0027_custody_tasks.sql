-- Custody transfers (issue 12 §2): a battery-count mismatch opens a task for a supervisor
-- through the task engine. One open task per transfer, as for rides and verifications.
ALTER TABLE tasks DROP CONSTRAINT IF EXISTS tasks_type_check;
ALTER TABLE tasks ADD CONSTRAINT tasks_type_check CHECK (type IN ('Vehicle', 'RideImage', 'IdVerification', 'CustodyTransfer'));
ALTER TABLE tasks ADD COLUMN custody_transfer_id text REFERENCES custody_transfers(id);
CREATE UNIQUE INDEX tasks_one_open_per_custody_transfer ON tasks (custody_transfer_id) WHERE status <> 'resolved' AND type = 'CustodyTransfer';
