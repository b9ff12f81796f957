import { describe, expect, it } from 'vitest';
import { CONFIRM_DEFAULTS } from './confirmDefaults';

describe('confirm dialog defaults (03 §2.3)', () => {
  it('uses the spec texts and a 5-row reason', () => {
    expect(CONFIRM_DEFAULTS).toEqual({ title: 'Are you sure?', confirmText: 'Confirm', cancelText: 'Cancel', reasonRows: 5 });
  });
});
