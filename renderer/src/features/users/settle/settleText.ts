import { fmtMoney } from '../../../lib/format';
import { settlementPercent } from '@ops/shared/rules/settlement';

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

const users = (n: number) => `${n} user${n === 1 ? '' : 's'}`;

/** The confirm dialog's question: how many users and what they owe, from sumOfUsers. */
export function confirmText(sum: Owing): string {
  return `Settle the negative balances of ${users(sum.negativeCount)} matching these filters, ${fmtMoney(-sum.totalNegativeBalance)} owed in all? Each balance is brought to 0 with a Settling wallet log and a bill.`;
}

/** While it runs: the users handled so far out of all. */
export function progressText(job: Progress): string {
  return `${job.settled + job.skipped + job.failed + (job.held ?? 0)} of ${users(job.total)} handled`;
}

export const progressPercent = (job: Progress): number => settlementPercent({ ...job, skipped: job.skipped + (job.held ?? 0) });

/** The summary at the end (issue 7 §2: settled, skipped, failed). */
export function summaryText(job: Progress): string {
  const held = job.held ? `, ${job.held} held for a second signature on Pending approvals` : '';
  return `Settled ${users(job.settled)} (${fmtMoney(job.settledAmount)})${held}, skipped ${job.skipped}, failed ${job.failed}.`;
}

/** done, or interrupted by a server stop: nothing more will move. */
export const isFinished = (job: Pick<Progress, 'status'>): boolean => job.status !== 'running';
