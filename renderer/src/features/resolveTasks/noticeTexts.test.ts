import { beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { i18n } from '../../i18n/i18n';
import { checkedOutText, forcedTransferText } from './noticeTexts';

const en = i18n.getFixedT('en');
const MOVED = {
  direction: 'removed' as const,
  vehicleCodes: ['C1', 'C2', 'C3'],
  byName: 'Sara Supervisor',
  movedTo: [
    { vehicleCode: 'C1', toName: 'Omar' },
    { vehicleCode: 'C2', toName: 'Mona' },
    { vehicleCode: 'C3', toName: 'Omar' },
  ],
};

describe('workspace notice wording (issue 6 item 33)', () => {
  it('a check-out by a supervisor names them', () => {
    expect(
      checkedOutText(
        en,
        { userId: 'me', checkedOutBy: 'sup', checkedOutByName: 'Omar Khaled', comment: null },
        'me',
      ),
    ).toBe('You have been checked out by Omar Khaled and will not receive tasks.');
  });
  it('my own check-out does not name me as if someone else did it', () => {
    expect(
      checkedOutText(
        en,
        { userId: 'me', checkedOutBy: 'me', checkedOutByName: 'Omar Khaled', comment: null },
        'me',
      ),
    ).toBe('You have checked out and will not receive tasks.');
  });
  it('minutes are counted in proper English', () => {
    const minutes = (n: number) => en('workspace.minutes', { count: n, n: String(n) });
    expect([0, 1, 2, 61].map(minutes)).toEqual(['0 minutes', '1 minute', '2 minutes', '61 minutes']);
  });
  it('a forced transfer names the receivers and the supervisor, not "another user" (issue 23)', () => {
    expect(forcedTransferText(en, MOVED)).toBe(
      'Your flagged tasks were transferred by Sara Supervisor: C1, C3 to Omar; C2 to Mona',
    );
    expect(
      forcedTransferText(en, { direction: 'received', vehicleCodes: ['C1'], byName: 'Sara Supervisor' }),
    ).toBe('These flagged tasks were transferred to you by Sara Supervisor: C1');
    expect(forcedTransferText(en, { direction: 'removed', vehicleCodes: ['C1', 'C2'] })).toBe(
      'Your flagged tasks were transferred to another user: C1, C2',
    );
  });
});

describe('the same notices in Arabic (issue 28)', () => {
  beforeAll(() => i18n.addResourceBundle('ar', 'translation', ar));
  it('in whole Arabic sentences, with Arabic commas, and six plural forms for minutes', () => {
    const t = i18n.getFixedT('ar');
    expect(forcedTransferText(t, MOVED)).toBe(
      'نقل Sara Supervisor مهامك التي عليها علامة: C1، C3 إلى Omar؛ C2 إلى Mona',
    );
    expect(
      checkedOutText(t, { userId: 'me', checkedOutBy: 'me', checkedOutByName: 'x', comment: null }, 'me'),
    ).toBe('لقد سجّلت انصرافك ولن تستلم مهامًا.');
    const minutes = (n: number) => t('workspace.minutes', { count: n, n: String(n) });
    expect([0, 1, 2, 3, 11, 100].map(minutes)).toEqual([
      '0 دقيقة',
      'دقيقة واحدة',
      'دقيقتان',
      '3 دقائق',
      '11 دقيقة',
      '100 دقيقة',
    ]);
  });
});
