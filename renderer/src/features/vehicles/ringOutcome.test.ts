import { describe, expect, it } from 'vitest';
import { ringSettled, ringSummary } from './ringOutcome';

describe('the ring outcome', () => {
  it('counts every state in a fixed order, zeros included', () => {
    expect(ringSummary(['acknowledged', 'sent', 'failed', 'acknowledged', 'timed_out'])).toBe(
      'Acknowledged 2 · Failed 1 · Timed out 1 · Waiting 1',
    );
    expect(ringSummary([])).toBe('Acknowledged 0 · Failed 0 · Timed out 0 · Waiting 0');
  });
  it('is settled once no vehicle is still waiting', () => {
    expect(ringSettled(['acknowledged', 'sent'])).toBe(false);
    expect(ringSettled(['acknowledged', 'timed_out', 'failed'])).toBe(true);
  });
});
