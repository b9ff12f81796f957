import { describe, expect, it } from 'vitest';
import { MAINTENANCE_MESSAGES, readMaintenanceText, recordRefusal, ticketRefusal } from './maintenance';

const role = (flags: string[]) => ({
  level: 6,
  permissions: { maintenance: Object.fromEntries(flags.map((f) => [f, true])) },
});
const REVIEWER = role(['REVIEW_TICKETS', 'RESOLVE_RECORDS']);
const MECHANIC = role(['OPEN_TICKETS', 'SUBMIT_RECORDS']);

describe('maintenance transitions', () => {
  it.each([
    ['accept', 'open', REVIEWER, null],
    ['reject', 'open', REVIEWER, null],
    ['accept', 'accepted', REVIEWER, 'This ticket has already been accepted'],
    ['reject', 'rejected', REVIEWER, 'This ticket has already been rejected'],
    ['accept', 'open', MECHANIC, MAINTENANCE_MESSAGES.noPermission],
  ] as const)('ticket %s when %s', (action, status, who, expected) => {
    expect(ticketRefusal(action, { status, openedBy: 'someone' }, who, 'me')).toBe(expected);
  });

  it('a reviewer never accepts their own ticket; rejecting (withdrawing) it stays open to them (issue 22 finding 8 e)', () => {
    expect(ticketRefusal('accept', { status: 'open', openedBy: 'me' }, REVIEWER, 'me')).toBe(
      MAINTENANCE_MESSAGES.ownTicket,
    );
    expect(ticketRefusal('reject', { status: 'open', openedBy: 'me' }, REVIEWER, 'me')).toBeNull();
    expect(ticketRefusal('accept', { status: 'open', openedBy: null }, REVIEWER, 'me')).toBeNull();
  });

  it.each([
    ['submit', 'pending', MECHANIC, null],
    ['submit', 'submitted', MECHANIC, 'Only a pending record can be submitted; this one is submitted'],
    ['resolve', 'submitted', REVIEWER, null],
    ['reject', 'submitted', REVIEWER, null],
    [
      'resolve',
      'pending',
      REVIEWER,
      'Only a submitted record can be resolved or rejected; this one is pending',
    ],
    [
      'reject',
      'resolved',
      REVIEWER,
      'Only a submitted record can be resolved or rejected; this one is resolved',
    ],
    ['resolve', 'submitted', MECHANIC, MAINTENANCE_MESSAGES.noPermission],
    ['submit', 'pending', REVIEWER, MAINTENANCE_MESSAGES.noPermission],
  ] as const)('record %s when %s', (action, status, who, expected) => {
    expect(recordRefusal(action, { status }, who)).toBe(expected);
  });

  it('free text is trimmed, required and bounded', () => {
    expect(readMaintenanceText('  Flat tyre ', 'x')).toEqual({ ok: true, value: 'Flat tyre' });
    expect(readMaintenanceText('   ', MAINTENANCE_MESSAGES.descriptionRequired)).toEqual({
      ok: false,
      error: MAINTENANCE_MESSAGES.descriptionRequired,
    });
    expect(readMaintenanceText('x'.repeat(1001), 'x')).toEqual({
      ok: false,
      error: MAINTENANCE_MESSAGES.textTooLong,
    });
  });
});
