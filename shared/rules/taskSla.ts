/**
 * The task SLA (issue 11 item 6): each task type, and optionally each case of it, has a
 * target time to resolve. The clock runs from creation and stands still while the task is
 * pending (the agent is waiting on someone else, by the rules of 03 §4); it is the same
 * clock in the workspace, the tasks table and the supervisors' notices.
 */

/** At this share of the target a supervisor is told the task is close to breach. */
export const SLA_WARNING_SHARE = 0.8;
/** A held task with no action by its holder for this long goes back to the queue (a setting). */
export const DEFAULT_IDLE_RETURN_MINUTES = 15;
export const IDLE_RETURN_MINUTES_MIN = 1;
export const IDLE_RETURN_MINUTES_MAX = 240;
export const SLA_TARGET_MINUTES_MIN = 1;
/** A week: beyond it a target no longer says anything about urgency. */
export const SLA_TARGET_MINUTES_MAX = 7 * 24 * 60;

export const SLA_MESSAGES = {
  targetNotValid: `Target must be a whole number of minutes from ${SLA_TARGET_MINUTES_MIN} to ${SLA_TARGET_MINUTES_MAX}`,
  idleNotValid: `Idle time must be a whole number of minutes from ${IDLE_RETURN_MINUTES_MIN} to ${IDLE_RETURN_MINUTES_MAX}`,
  caseNotOfType: 'This case does not belong to this task type',
  rangeNotValid: 'Date range is not valid',
} as const;

/** Handling-time ranges are whole Cairo days, YYYY-MM-DD, start not after end, at most a year. */
export const HANDLING_RANGE_MAX_DAYS = 366;
export function validateHandlingRange(startDate: string, endDate: string): string | null {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(startDate) || !day.test(endDate)) return SLA_MESSAGES.rangeNotValid;
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  if (!Number.isFinite(start) || !Number.isFinite(end) || start > end) return SLA_MESSAGES.rangeNotValid;
  return (end - start) / 86_400_000 + 1 > HANDLING_RANGE_MAX_DAYS ? SLA_MESSAGES.rangeNotValid : null;
}

/** A minute before the idle sweep takes a task back, the agent is warned (issue 23 item 6). */
export const IDLE_WARNING_MS = 60_000;
/** The workspace reports the agent's acts in their task at most this often (issue 23 item 6). */
export const ACTIVITY_REPORT_MS = 30_000;

/**
 * What the agent reads when the idle sweep takes their task back (plain words, issue 11 item 6).
 * They stay checked in and are not put on a break (issue 23 item 6): no new task comes until they say they are back.
 */
export const idleReturnMessage = (minutes: number, code: string | null): string =>
  `${code ?? 'Your task'} went back to the queue because nothing was done on it for ${minutes} minute${minutes === 1 ? '' : 's'}. A supervisor has been told. Press OK when you are ready for the next task.`;

/** The warning a minute before (issue 23 item 6); 'Keep this task' counts as an action. */
export const idleWarningMessage = (minutes: number, code: string | null): string =>
  `Nothing has been done on ${code ?? 'your task'} for ${minutes - 1} minute${minutes - 1 === 1 ? '' : 's'}. It goes back to the queue in a minute unless you keep it.`;

export interface SlaTarget {
  taskType: string;
  /** Null: the target for every case of the type that has none of its own. */
  taskCase: string | null;
  targetMinutes: number;
}

/** The target that applies: the case's own, else the type's, else none (no SLA). */
export function slaTargetFor(
  targets: readonly SlaTarget[],
  taskType: string,
  mainCase: string | null,
): number | null {
  const own =
    mainCase === null
      ? undefined
      : targets.find((target) => target.taskType === taskType && target.taskCase === mainCase);
  if (own) return own.targetMinutes;
  return (
    targets.find((target) => target.taskType === taskType && target.taskCase === null)?.targetMinutes ?? null
  );
}

export interface SlaHistoryEntry {
  action: string;
  /** ISO date or epoch ms. */
  date: string | number;
}

const ms = (date: string | number): number => (typeof date === 'number' ? date : Date.parse(date));

/** History actions that end a pending pause: back in the queue, taken, or resolved. */
const PAUSE_ENDS = new Set(['unassigned', 'assigned', 'resolved']);

/**
 * Milliseconds of pending time in the task's history up to `now`: each 'pending' entry starts
 * a pause, the next 'unassigned', 'assigned' or 'resolved' ends it; a pause still open runs to
 * `now`. Entries are taken in date order.
 */
export function slaPausedMs(history: readonly SlaHistoryEntry[], now: number): number {
  const sorted = [...history].sort((a, b) => ms(a.date) - ms(b.date));
  let paused = 0;
  let since: number | null = null;
  for (const entry of sorted) {
    const at = Math.min(ms(entry.date), now);
    if (entry.action === 'pending') since ??= at;
    else if (since !== null && PAUSE_ENDS.has(entry.action)) {
      paused += Math.max(0, at - since);
      since = null;
    }
  }
  if (since !== null) paused += Math.max(0, now - since);
  return paused;
}

/** When the clock stops for good: the task's resolution, if any (the first 'resolved' entry). */
export function slaStopAt(history: readonly SlaHistoryEntry[]): number | null {
  const resolved = history.filter((entry) => entry.action === 'resolved').map((entry) => ms(entry.date));
  return resolved.length > 0 ? Math.min(...resolved) : null;
}

/** Running time of the SLA clock: creation to now (or resolution), less the pending pauses. */
export function slaElapsedMs(
  createdAt: string | number,
  history: readonly SlaHistoryEntry[],
  now: number,
): number {
  const end = slaStopAt(history) ?? now;
  return Math.max(0, end - ms(createdAt) - slaPausedMs(history, end));
}

/** The clock from a task's columns (lists that do not load the history): the same result as slaElapsedMs. */
export function slaElapsedOfTask(
  task: {
    createdAt: string;
    resolvedAt: string | null;
    status: string;
    pendingAt: string | null;
    slaPausedMs: number;
  },
  now: number,
): number {
  const end = task.resolvedAt ? Date.parse(task.resolvedAt) : now;
  const running =
    task.status === 'pending' && task.pendingAt ? Math.max(0, end - Date.parse(task.pendingAt)) : 0;
  return Math.max(0, end - Date.parse(task.createdAt) - task.slaPausedMs - running);
}

export type SlaLevel = 'none' | 'ok' | 'warning' | 'breached';

/** Where the clock stands against the target: warning from 80 %, breached from 100 %. */
export function slaLevel(elapsedMs: number, targetMinutes: number | null): SlaLevel {
  if (targetMinutes === null || targetMinutes <= 0) return 'none';
  const share = elapsedMs / (targetMinutes * 60_000);
  if (share >= 1) return 'breached';
  if (share >= SLA_WARNING_SHARE) return 'warning';
  return 'ok';
}

/** Milliseconds left before breach (negative once breached); null without a target. */
export function slaRemainingMs(elapsedMs: number, targetMinutes: number | null): number | null {
  return targetMinutes === null ? null : targetMinutes * 60_000 - elapsedMs;
}

/** 'whole minutes in range' for both settings; null when valid, else the message. */
export function validateSlaMinutes(value: number, kind: 'target' | 'idle'): string | null {
  const [min, max, message] =
    kind === 'target'
      ? [SLA_TARGET_MINUTES_MIN, SLA_TARGET_MINUTES_MAX, SLA_MESSAGES.targetNotValid]
      : [IDLE_RETURN_MINUTES_MIN, IDLE_RETURN_MINUTES_MAX, SLA_MESSAGES.idleNotValid];
  return Number.isInteger(value) && value >= min && value <= max ? null : message;
}

/** Has the holder been idle long enough for the task to go back? `lastActionAt` is their latest act (or the assignment). */
export function isIdleTooLong(lastActionAt: number, now: number, idleMinutes: number): boolean {
  return now - lastActionAt >= idleMinutes * 60_000;
}

/** h:mm:ss for the clock, with a minus sign once past the target. */
export function formatSlaClock(msValue: number): string {
  const sign = msValue < 0 ? '-' : '';
  const total = Math.floor(Math.abs(msValue) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${sign}${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** Linear-interpolation percentile (PostgreSQL's percentile_cont) of `values`; null when empty. */
export function percentileCont(values: readonly number[], fraction: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = fraction * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const low = sorted[lower]!;
  const high = sorted[upper]!;
  return low + (high - low) * (position - lower);
}

/** What a supervisor's SLA notice says (issue 11 item 6); `label` names the task (its vehicle, else its type). */
export interface SlaNoticeInput {
  kind: 'warning' | 'breached' | 'idleReturned';
  label: string;
  targetMinutes: number | null;
  elapsedMinutes: number;
  agentName: string | null;
}

export function slaNoticeText(input: SlaNoticeInput): string {
  const target = input.targetMinutes === null ? '' : ` (target ${input.targetMinutes} min)`;
  switch (input.kind) {
    case 'warning':
      return `${input.label} is close to breaching its SLA: ${input.elapsedMinutes} min${target}`;
    case 'breached':
      return `${input.label} breached its SLA: ${input.elapsedMinutes} min${target}`;
    case 'idleReturned':
      return `${input.label} went back to the queue: ${input.agentName ?? 'its agent'} did nothing on it for ${input.elapsedMinutes} min`;
  }
}

const SLA_NOTIFICATION_TITLE: Record<SlaNoticeInput['kind'], { title: string; many: (n: number) => string }> =
  {
    breached: { title: 'SLA breached', many: (n) => `${n} tasks breached their SLA` },
    warning: { title: 'Close to SLA breach', many: (n) => `${n} tasks are close to breaching their SLA` },
    idleReturned: {
      title: 'Task taken back',
      many: (n) => `${n} tasks went back to the queue: nothing was done on them`,
    },
  };

/**
 * One OS notification per kind for a burst (the sweep can find many tasks in one look): the
 * task itself for one, a count and the tasks table for several; breaches first and critical.
 */
export function coalesceSlaNotices(
  notices: ReadonlyArray<SlaNoticeInput & { taskId: string }>,
): Array<{ title: string; body: string; route: string; urgency: 'normal' | 'critical'; tag: string }> {
  const out = [];
  for (const kind of ['breached', 'warning', 'idleReturned'] as const) {
    const ofKind = notices.filter((notice) => notice.kind === kind);
    const ids = [...new Set(ofKind.map((notice) => notice.taskId))];
    const [only] = ofKind;
    if (!only) continue;
    out.push({
      title: SLA_NOTIFICATION_TITLE[kind].title,
      body: ids.length === 1 ? slaNoticeText(only) : SLA_NOTIFICATION_TITLE[kind].many(ids.length),
      route: ids.length === 1 ? `/app/task/${encodeURIComponent(only.taskId)}` : '/app/tasks',
      urgency: kind === 'breached' ? ('critical' as const) : ('normal' as const),
      tag: `ops-task-sla-${kind}`,
    });
  }
  return out;
}
