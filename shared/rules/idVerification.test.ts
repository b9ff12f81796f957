import { describe, expect, it } from 'vitest';
import {
  ID_VERIFICATION_MESSAGES,
  averageResponseMinutes,
  canActOnVerification,
  idVerificationStatusText,
  showsDataCompletion,
  validateAcceptVerification,
  validateDeclineReason,
} from './idVerification';

const now = new Date('2026-11-22T10:00:00Z');
const created = '2026-11-22T08:00:00Z';
const after = (ms: number): string => new Date(new Date(created).getTime() + ms).toISOString();

describe('average response time (02 §5 "in minutes with 2 decimals (creation-to-last-status time divided by 60000)")', () => {
  it.each([
    ['one record', [{ createdAt: created, lastStatusAt: after(90_500) }], 1.51],
    [
      'the average of two',
      [
        { createdAt: created, lastStatusAt: after(60_000) },
        { createdAt: created, lastStatusAt: after(150_000) },
      ],
      1.75,
    ],
    [
      'records still pending are left out',
      [
        { createdAt: created, lastStatusAt: after(120_000) },
        { createdAt: created, lastStatusAt: null },
      ],
      2,
    ],
    ['none', [], 0],
  ])('%s', (_case, records, minutes) => {
    expect(averageResponseMinutes(records)).toBe(minutes);
  });
});

describe('status display (02 §2, §4)', () => {
  it.each([
    ['pending', false, 'Pending Verification'],
    ['accepted', false, 'Accepted Verification'],
    ['declined', false, 'Declined Verification'],
    ['removed', false, 'Removed Verification'],
    ['"unknown shows pending"', false, 'Pending Verification'],
    ['pending', true, 'Pending Verification / skipped'],
    ['declined', true, 'Declined Verification / skipped'],
  ])('%s (skipped: %s) -> %s', (status, skipped, text) => {
    expect(idVerificationStatusText(status, skipped)).toBe(text);
  });

  it.each([
    ['accepted', true, false],
    ['pending', false, true],
    ['declined', false, false],
  ])('%s: data completion shown %s, actions %s', (status, completion, actions) => {
    expect(showsDataCompletion(status)).toBe(completion);
    expect(canActOnVerification(status)).toBe(actions);
  });
});

describe('accept and decline (02 §5)', () => {
  const valid = '29001011234567';
  it.each([
    [
      '"needs a valid Egyptian national ID"',
      { nationalId: '123', bypassValidation: false, relatedToAnotherUser: false, now },
      'Please enter valid egyptional national ID',
    ],
    [
      '"unless validation is bypassed"',
      { nationalId: '123', bypassValidation: true, relatedToAnotherUser: false, now },
      null,
    ],
    ['a valid ID', { nationalId: valid, bypassValidation: false, relatedToAnotherUser: false, now }, null],
    [
      '"accept is disabled while one is found"',
      { nationalId: valid, bypassValidation: false, relatedToAnotherUser: true, now },
      'This National ID is already related to another user',
    ],
  ])('%s', (_rule, check, expected) => {
    expect(validateAcceptVerification(check)).toBe(expected);
  });

  it.each([
    ['', 'Please select decline reason'],
    [null, 'Please select decline reason'],
    ['Blurry photo', null],
  ])("decline reason %j ('Please select decline reason')", (reason, expected) => {
    expect(validateDeclineReason(reason)).toBe(expected);
  });

  it('texts of 02 §8', () => {
    expect(ID_VERIFICATION_MESSAGES.checked).toBe('Pending Verification has been checked');
    expect(ID_VERIFICATION_MESSAGES.verifyError).toBe('Error while verifying');
    expect(ID_VERIFICATION_MESSAGES.completionError).toBe('Error While Verifying');
    expect(ID_VERIFICATION_MESSAGES.saveError).toBe('Error While saving data');
    expect(ID_VERIFICATION_MESSAGES.saved).toBe('Data has been saved');
    expect(ID_VERIFICATION_MESSAGES.noPending).toBe('No Pending ID Verifications');
    expect(ID_VERIFICATION_MESSAGES.notFound).toBe('Verification is not found');
  });
});
