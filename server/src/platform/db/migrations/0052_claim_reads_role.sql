-- Issue 29 item 2: a claim in one round trip. 0048's claim took the custody gate's answer as an
-- argument, so every claim first read the agent's role (a second round trip, and under load a
-- third of the claim's time). The function now reads the role itself and answers the gate with
-- ops_role_can, the SQL reading of shared/rules/permissions/can.ts for a named flag (no role:
-- denied; level 0: allowed; otherwise the flag must be JSON true); the gate's layer and flag still
-- come from shared/rules (CUSTODY_SUPERVISOR_GATE), and server/src/domains/tasks/claimGate.test.ts
-- holds this reading to `can`, case by case. Everything else is as 0049 left it (an agent who is
-- away is given nothing).
CREATE OR REPLACE FUNCTION ops_role_can(p_level int, p_permissions jsonb, p_layer text, p_permission text)
RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_level IS NULL OR p_permissions IS NULL THEN false
    WHEN p_level = 0 THEN true
    ELSE coalesce((p_permissions -> p_layer -> p_permission) = 'true'::jsonb, false)
  END
$$;

DROP FUNCTION IF EXISTS ops_claim_next_task(text, timestamptz, boolean, boolean, text);

CREATE OR REPLACE FUNCTION ops_claim_next_task(
  p_user text,
  p_now timestamptz,
  p_gate_layer text,
  p_gate_permission text,
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
  v_custody boolean;
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
  SELECT u.name, u.phone_number, ops_role_can(r.level, r.permissions, p_gate_layer, p_gate_permission)
    INTO v_name, v_phone, v_custody
    FROM users u LEFT JOIN roles r ON r.id = u.role_id WHERE u.id = p_user;
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
        AND (v_custody OR t.type <> 'CustodyTransfer')
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
