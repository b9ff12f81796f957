-- The offer path orders idle agents by their latest assignment; without this it scans every task per agent.
CREATE INDEX tasks_assignee_assigned_at_idx ON tasks (assigned_to, assigned_at DESC) WHERE assigned_to IS NOT NULL;
