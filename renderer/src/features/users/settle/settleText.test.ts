import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../../../i18n/ar';
import { i18n } from '../../../i18n/i18n';
import { setFormatSettings } from '../../../lib/format';
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
    expect(summaryText({ ...job, status: 'done' })).toBe(
      'Settled 9 users (1,234.50 L.E), skipped 2, failed 1.',
    );
  });
  it('names the settlements held for a second signature', () => {
    expect(summaryText({ ...job, status: 'done', held: 2 })).toBe(
      'Settled 9 users (1,234.50 L.E), 2 held for a second signature on Pending approvals, skipped 2, failed 1.',
    );
    expect(progressText({ ...job, held: 2 })).toBe('14 of 40 users handled');
  });
  it('is finished when done or interrupted', () => {
    expect(isFinished({ status: 'running' })).toBe(false);
    expect(isFinished({ status: 'done' })).toBe(true);
    expect(isFinished({ status: 'interrupted' })).toBe(true);
  });
});

describe('settle dialog texts in Arabic (issue 28: plural forms by the number)', () => {
  beforeAll(() => i18n.addResourceBundle('ar', 'translation', ar));
  afterEach(() => setFormatSettings({ language: 'en', digits: 'latn', hourCycle: 'h23' }));
  it('words the counts as Arabic does', () => {
    setFormatSettings({ language: 'ar', digits: 'arab', hourCycle: 'h23' });
    const t = i18n.getFixedT('ar');
    expect(progressText(job, t)).toBe('تمت معالجة ١٢ من أصل ٤٠ مستخدمًا');
    expect(summaryText({ ...job, status: 'done', settled: 2, held: 1 }, t)).toBe(
      'تمت تسوية أرصدة مستخدمَين (١٬٢٣٤٫٥٠ ج.م)، و١ بانتظار توقيع ثانٍ في الموافقات المعلقة، وتخطي ٢، وفشل ١.',
    );
    expect(confirmText({ negativeCount: 1, totalNegativeBalance: -2 }, t)).toContain('لـمستخدم واحد');
  });
});
