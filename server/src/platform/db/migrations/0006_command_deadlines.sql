-- A vehicle command's acknowledgement deadline lives with the command, not in one process's
-- memory: the scheduler times out every command still 'sent' after its deadline, so a restart
-- between sending and the answer no longer leaves it 'sent' for ever.
ALTER TABLE vehicle_commands ADD COLUMN ack_deadline timestamptz;
-- Commands recorded before this migration get the simulated gateway's window (answer + wait).
UPDATE vehicle_commands SET ack_deadline = created_at + interval '2300 milliseconds';
ALTER TABLE vehicle_commands ALTER COLUMN ack_deadline SET NOT NULL;
-- The scheduler's question: which open commands are overdue.
CREATE INDEX vehicle_commands_overdue_idx ON vehicle_commands (ack_deadline) WHERE status = 'sent';
