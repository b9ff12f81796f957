import { describe, expect, it } from 'vitest';
import { approvalStatusLabel } from './moneyApprovalLabels';

describe('approvalStatusLabel', () => {
  it('says each status in words, never the stored enum (issue 23: raw enums on screen)', () => {
    expect(['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED'].map(approvalStatusLabel)).toEqual([
      'Pending',
      'Approved',
      'Rejected',
      'Expired',
    ]);
  });
  it('a status newer than the labels shows as stored', () => {
    expect(approvalStatusLabel('ESCALATED')).toBe('ESCALATED');
  });
});
