import { describe, expect, it } from 'vitest';
import { confirmText, isFinished, progressPercent, progressText, summaryText } from './settleText';

const job = { status: 'running', total: 40, settled: 9, skipped: 2, failed: 1, settledAmount: 1234.5 };

describe('settle dialog texts', () => {
  it('asks with the count and the total owed as a positive amount', () => {
    expect(confirmText({ negativeCount: 3, totalNegativeBalance: -45.5 })).toBe(
      'Settle the negative balances of 3 users matching these filters, 45.50 L.E owed in all? Each balance is brought to 0 with a Settling wallet log and a bill.',
    );
    expect(confirmText({ negativeCount: 1, totalNegativeBalance: -2 })).toContain('of 1 user matching');
  });
  it('shows progress over everyone handled', () => {
    expect(progressText(job)).toBe('12 of 40 users handled');
    expect(progressPercent(job)).toBe(30);
  });
  it('sums up settled, skipped and failed', () => {
    expect(summaryText({ ...job, status: 'done' })).toBe('Settled 9 users (1,234.50 L.E), skipped 2, failed 1.');
  });
  it('names the settlements held for a second signature', () => {
    expect(summaryText({ ...job, status: 'done', held: 2 })).toBe('Settled 9 users (1,234.50 L.E), 2 held for a second signature on Pending approvals, skipped 2, failed 1.');
    expect(progressText({ ...job, held: 2 })).toBe('14 of 40 users handled');
  });
  it('is finished when done or interrupted', () => {
    expect(isFinished({ status: 'running' })).toBe(false);
    expect(isFinished({ status: 'done' })).toBe(true);
    expect(isFinished({ status: 'interrupted' })).toBe(true);
  });
});
