import { Tooltip } from 'antd';
import { formatSlaClock, slaLevel, slaRemainingMs, type SlaLevel } from '@ops/shared/rules/taskSla';
import './sla.css';

/** What a reader needs from the clock: how long it has run, and the target that applies. */
export interface SlaClockProps {
  elapsedMs: number;
  targetMinutes: number | null;
  /** The clock stands still (the task is pending) or stopped (resolved). */
  state?: 'running' | 'paused' | 'stopped';
  testId?: string;
}

export const SLA_LEVEL_TEXT: Record<SlaLevel, string> = {
  none: 'No SLA target',
  ok: 'Within SLA',
  warning: 'Close to breach (80 %)',
  breached: 'SLA breached',
};

/** The time left to the target, or how far past it: 'left 0:48:00', 'over 0:12:00'; '—' without a target. */
export function slaLeftText(elapsedMs: number, targetMinutes: number | null): string {
  const left = slaRemainingMs(elapsedMs, targetMinutes);
  if (left === null) return '—';
  return left >= 0 ? `${formatSlaClock(left)} left` : `${formatSlaClock(-left)} over`;
}

/**
 * The SLA clock as the tasks table, the task page and the workspace show it: time left (or
 * over) in the level's colour, the target and the running time in the tooltip. Colour is
 * never the only sign: the text says 'left' or 'over', and the label names the level.
 */
export function SlaClock({ elapsedMs, targetMinutes, state = 'running', testId }: SlaClockProps) {
  const level = slaLevel(elapsedMs, targetMinutes);
  const detail =
    targetMinutes === null
      ? `Running ${formatSlaClock(elapsedMs)}; no target is set for this type and case`
      : `${SLA_LEVEL_TEXT[level]}: ${formatSlaClock(elapsedMs)} of ${formatSlaClock(targetMinutes * 60_000)}${state === 'paused' ? ' (paused while pending)' : state === 'stopped' ? ' (resolved)' : ''}`;
  return (
    <Tooltip title={detail}>
      <span
        className={`sla-clock sla-clock--${level}`}
        data-testid={testId}
        data-sla-level={level}
        aria-label={detail}
      >
        {slaLeftText(elapsedMs, targetMinutes)}
        {state === 'paused' && targetMinutes !== null ? ' ⏸' : ''}
      </span>
    </Tooltip>
  );
}
