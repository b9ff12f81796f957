import { describe, expect, it } from 'vitest';
import { checkedOutText, forcedTransferText, minutesText } from './noticeTexts';

describe('workspace notice wording (issue 6 item 33)', () => {
  it('a check-out by a supervisor names them', () => {
    expect(checkedOutText({ userId: 'me', checkedOutBy: 'sup', checkedOutByName: 'Omar Khaled', comment: null }, 'me')).toBe(
      'You have been checked out by Omar Khaled and will not receive tasks.',
    );
  });
  it('my own check-out does not name me as if someone else did it', () => {
    expect(checkedOutText({ userId: 'me', checkedOutBy: 'me', checkedOutByName: 'Omar Khaled', comment: null }, 'me')).toBe(
      'You have checked out and will not receive tasks.',
    );
  });
  it('minutes are counted in proper English', () => {
    expect(minutesText(0)).toBe('0 minutes');
    expect(minutesText(1)).toBe('1 minute');
    expect(minutesText(2)).toBe('2 minutes');
    expect(minutesText(61)).toBe('61 minutes');
  });
  it('a forced transfer names the receivers and the supervisor, not "another user" (issue 23)', () => {
    expect(
      forcedTransferText({
        direction: 'removed',
        vehicleCodes: ['C1', 'C2', 'C3'],
        byName: 'Sara Supervisor',
        movedTo: [
          { vehicleCode: 'C1', toName: 'Omar' },
          { vehicleCode: 'C2', toName: 'Mona' },
          { vehicleCode: 'C3', toName: 'Omar' },
        ],
      }),
    ).toBe('Your flagged tasks were transferred by Sara Supervisor: C1, C3 to Omar; C2 to Mona');
    expect(forcedTransferText({ direction: 'received', vehicleCodes: ['C1'], byName: 'Sara Supervisor' })).toBe(
      'These flagged tasks were transferred to you by Sara Supervisor: C1',
    );
  });
});
