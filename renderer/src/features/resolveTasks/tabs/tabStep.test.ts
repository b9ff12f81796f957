import { describe, expect, it } from 'vitest';
import { stepTab } from './tabStep';

describe('stepping through the task tabs', () => {
  const tabs = ['history', 'user-rides', 'wallet-logs'];
  it('goes to the next and the previous tab', () => {
    expect(stepTab(tabs, 'history', 1)).toBe('user-rides');
    expect(stepTab(tabs, 'wallet-logs', -1)).toBe('user-rides');
  });
  it('wraps around at either end', () => {
    expect(stepTab(tabs, 'wallet-logs', 1)).toBe('history');
    expect(stepTab(tabs, 'history', -1)).toBe('wallet-logs');
  });
  it('starts from the first tab when the active one is unknown', () => {
    expect(stepTab(tabs, 'gone', 1)).toBe('history');
    expect(stepTab([], 'history', 1)).toBe('history');
  });
});
