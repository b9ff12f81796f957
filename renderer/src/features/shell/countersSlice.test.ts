import { describe, expect, it } from 'vitest';
import { signedOut } from '../auth/sessionSlice';
import {
  counterDecremented,
  counterIncremented,
  counterSet,
  countersSlice,
  normaliseServerCount,
} from './countersSlice';

const reduce = countersSlice.reducer;
const start = () => reduce(undefined, { type: 'init' });

describe('live counters (03 §4)', () => {
  it('starts untracked', () => {
    expect(start()).toEqual({ pendingVerifications: null, stolenAlerts: null });
  });

  it('is set from the server and moved by events', () => {
    let state = reduce(start(), counterSet({ counter: 'stolenAlerts', count: 2 }));
    state = reduce(state, counterIncremented('stolenAlerts'));
    expect(state.stolenAlerts).toBe(3);
    state = reduce(state, counterDecremented('stolenAlerts'));
    expect(state.stolenAlerts).toBe(2);
  });

  it('never goes below 0', () => {
    let state = reduce(start(), counterSet({ counter: 'pendingVerifications', count: 1 }));
    for (let i = 0; i < 5; i += 1) state = reduce(state, counterDecremented('pendingVerifications'));
    expect(state.pendingVerifications).toBe(0);
    state = reduce(state, counterIncremented('pendingVerifications'));
    expect(state.pendingVerifications).toBe(1);
  });

  it('treats -1 from the server as ignore, and ignores events for an untracked counter', () => {
    let state = reduce(start(), counterSet({ counter: 'stolenAlerts', count: -1 }));
    expect(state.stolenAlerts).toBeNull();
    state = reduce(state, counterIncremented('stolenAlerts'));
    state = reduce(state, counterDecremented('stolenAlerts'));
    expect(state.stolenAlerts).toBeNull();
  });

  it('clamps nonsense server counts', () => {
    expect(normaliseServerCount(-5)).toBe(0);
    expect(normaliseServerCount(Number.NaN)).toBeNull();
    expect(normaliseServerCount(4.7)).toBe(4);
  });

  it('resets at sign-out', () => {
    const state = reduce(reduce(start(), counterSet({ counter: 'stolenAlerts', count: 9 })), signedOut());
    expect(state.stolenAlerts).toBeNull();
  });
});
