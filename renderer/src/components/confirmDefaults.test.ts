import { describe, expect, it } from 'vitest';
import { confirmReason } from './confirmDefaults';

describe('confirm dialog reason (03 §2.3)', () => {
  it.each([
    { withReason: false, reasonRequired: false, typed: '', canConfirm: true, reason: '' },
    { withReason: true, reasonRequired: false, typed: '', canConfirm: true, reason: '' },
    { withReason: true, reasonRequired: false, typed: '  lost key ', canConfirm: true, reason: 'lost key' },
    { withReason: true, reasonRequired: true, typed: '', canConfirm: false, reason: '' },
    { withReason: true, reasonRequired: true, typed: '   \n ', canConfirm: false, reason: '' },
    {
      withReason: true,
      reasonRequired: true,
      typed: ' broken lock\n',
      canConfirm: true,
      reason: 'broken lock',
    },
  ])(
    'with reason $withReason, required $reasonRequired, typed $typed: confirm $canConfirm',
    ({ typed, canConfirm, reason, ...options }) => {
      expect(confirmReason(options, typed)).toEqual({ canConfirm, reason });
    },
  );
});
