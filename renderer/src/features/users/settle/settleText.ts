import type { TFunction } from 'i18next';
import { settlementPercent } from '@ops/shared/rules/settlement';
import { i18n } from '../../../i18n/i18n';
import { fmtMoney, formatBareCount } from '../../../lib/format';

interface Owing {
  negativeCount: number;
  totalNegativeBalance: number;
}

interface Progress {
  status: string;
  total: number;
  settled: number;
  skipped: number;
  failed: number;
  /** Waiting for a second signature (issue 7 §4); absent in older answers. */
  held?: number;
  settledAmount: number;
}

/** The texts in the language shown (`t` for tests; the current language by default). */
const shown = (): TFunction => i18n.getFixedT(null, 'translation');
const users = (t: TFunction, n: number) => t('settle.users', { count: n, n: formatBareCount(n) });

/** The confirm dialog's question: how many users and what they owe, from sumOfUsers. */
export function confirmText(sum: Owing, t: TFunction = shown()): string {
  return t('settle.confirm', {
    users: users(t, sum.negativeCount),
    amount: fmtMoney(-sum.totalNegativeBalance),
  });
}

/** While it runs: the users handled so far out of all. */
export function progressText(job: Progress, t: TFunction = shown()): string {
  return t('settle.progress', {
    handled: formatBareCount(job.settled + job.skipped + job.failed + (job.held ?? 0)),
    users: users(t, job.total),
  });
}

export const progressPercent = (job: Progress): number =>
  settlementPercent({ ...job, skipped: job.skipped + (job.held ?? 0) });

/** The summary at the end (issue 7 §2: settled, skipped, failed). */
export function summaryText(job: Progress, t: TFunction = shown()): string {
  const held = job.held ? t('settle.held', { n: formatBareCount(job.held) }) : '';
  return t('settle.summary', {
    users: users(t, job.settled),
    amount: fmtMoney(job.settledAmount),
    held,
    skipped: formatBareCount(job.skipped),
    failed: formatBareCount(job.failed),
  });
}

/** done, or interrupted by a server stop: nothing more will move. */
export const isFinished = (job: Pick<Progress, 'status'>): boolean => job.status !== 'running';
