-- Issue 23 item 6: the no-action timeout no longer puts the agent on a break.
-- support_attendance.away_since: set when the idle sweep takes the agent's task back. The agent
--   stays checked in (ACTIVE, so the dashboard's counts do not move) but gets no new task until
--   they act (an action, 'Keep this task', OK on the notice, a break, a pick): an empty chair is
--   not handed the queue. NULL when they are at their desk.
-- support_attendance.idle_returns: how many tasks the sweep took back in this shift; the shift
--   summary shows it apart from real breaks.
-- tasks.idle_warned_at: when the agent was warned a minute before; a newer act re-arms the warning.
ALTER TABLE support_attendance ADD COLUMN IF NOT EXISTS away_since timestamptz;
ALTER TABLE support_attendance ADD COLUMN IF NOT EXISTS idle_returns integer NOT NULL DEFAULT 0;
ALTER TABLE tasks ADD COLUMN IF NOT EXISTS idle_warned_at timestamptz;

-- ops_claim_next_task (migration 0048) with one rule more: an agent who is away is given nothing.
CREATE OR REPLACE FUNCTION ops_claim_next_task(
  p_user text,
  p_now timestamptz,
  p_custody boolean,
  p_skip_busy boolean,
  p_history_id text
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_status text;
  v_away timestamptz;
  v_name text;
  v_phone text;
  v_areas jsonb;
  v_types jsonb;
  v_area_fallback boolean := false;
  v_type_fallback boolean := false;
  v_scope_areas jsonb;
  v_scope_types jsonb;
  v_task_id text;
  v_task tasks%ROWTYPE;
  v_scope int;
BEGIN
  IF p_skip_busy THEN
    SELECT status, away_since INTO v_status, v_away FROM support_attendance
      WHERE user_id = p_user AND status <> 'ENDED' LIMIT 1 FOR UPDATE SKIP LOCKED;
  ELSE
    SELECT status, away_since INTO v_status, v_away FROM support_attendance
      WHERE user_id = p_user AND status <> 'ENDED' LIMIT 1 FOR UPDATE;
  END IF;
  IF v_status IS DISTINCT FROM 'ACTIVE' OR v_away IS NOT NULL THEN RETURN NULL; END IF;
  IF EXISTS (SELECT 1 FROM tasks WHERE assigned_to = p_user AND status = 'assigned') THEN RETURN NULL; END IF;
  SELECT name, phone_number INTO v_name, v_phone FROM users WHERE id = p_user;
  IF NOT FOUND THEN RETURN NULL; END IF;

  SELECT CASE WHEN jsonb_array_length(area_ids) > 0 THEN area_ids END, allow_fallback_to_other_areas
    INTO v_areas, v_area_fallback FROM task_area_settings WHERE user_id = p_user;
  SELECT CASE WHEN jsonb_array_length(types) > 0 THEN types END, allow_fallback_to_other_types
    INTO v_types, v_type_fallback FROM task_type_settings WHERE user_id = p_user;
  v_area_fallback := v_areas IS NOT NULL AND coalesce(v_area_fallback, false);
  v_type_fallback := v_types IS NOT NULL AND coalesce(v_type_fallback, false);

  FOR v_scope IN 0..3 LOOP
    CONTINUE WHEN v_scope = 1 AND NOT v_area_fallback;
    CONTINUE WHEN v_scope = 2 AND NOT v_type_fallback;
    CONTINUE WHEN v_scope = 3 AND NOT (v_area_fallback AND v_type_fallback);
    v_scope_areas := CASE WHEN v_scope IN (1, 3) THEN NULL ELSE v_areas END;
    v_scope_types := CASE WHEN v_scope IN (2, 3) THEN NULL ELSE v_types END;
    SELECT id INTO v_task_id FROM tasks t
      WHERE (t.status = 'unassigned' OR (t.status = 'pending' AND t.pending_until <= p_now))
        AND (t.flagged_by IS NULL OR t.flagged_by = p_user)
        AND (p_custody OR t.type <> 'CustodyTransfer')
        AND (v_scope_areas IS NULL OR t.area_id IS NULL OR v_scope_areas ? t.area_id)
        AND (v_scope_types IS NULL OR v_scope_types ? t.type)
      ORDER BY (t.pending_at IS NOT NULL), t.created_at, t.id
      LIMIT 1
      FOR UPDATE SKIP LOCKED;
    EXIT WHEN v_task_id IS NOT NULL;
  END LOOP;
  IF v_task_id IS NULL THEN RETURN NULL; END IF;

  UPDATE tasks SET
      status = 'assigned',
      assigned_to = p_user,
      assigned_to_name = v_name,
      assigned_at = p_now,
      assigned_count = assigned_count + 1,
      pending_until = NULL,
      updated_at = p_now,
      sla_paused_ms = sla_paused_ms + CASE WHEN status = 'pending' AND pending_at IS NOT NULL
        THEN greatest(0, floor(extract(epoch FROM (p_now - pending_at)) * 1000))::bigint ELSE 0 END,
      last_action_at = p_now
    WHERE id = v_task_id
    RETURNING * INTO v_task;
  INSERT INTO task_history (id, task_id, action, value, user_id, user_name, phone_number, date)
    VALUES (p_history_id, v_task_id, 'assigned', v_name, p_user, v_name, v_phone, p_now);

  RETURN jsonb_build_object(
    'task', to_jsonb(v_task),
    'history', coalesce((SELECT jsonb_agg(to_jsonb(h) ORDER BY h.date, h.seq) FROM task_history h WHERE h.task_id = v_task_id), '[]'::jsonb),
    'comments', coalesce((SELECT jsonb_agg(to_jsonb(c) ORDER BY c.created_at, c.seq) FROM task_comments c WHERE c.task_id = v_task_id), '[]'::jsonb),
    'flaggerName', (SELECT u.name FROM users u WHERE u.id = v_task.flagged_by),
    'slaTargets', coalesce((SELECT jsonb_agg(jsonb_build_object('taskType', s.task_type, 'taskCase', s.task_case, 'targetMinutes', s.target_minutes)) FROM task_sla_targets s), '[]'::jsonb)
  );
END;
$$;
