import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { IGNORED_COUNT } from '@ops/shared/rules/constants';
import { signedOut, authFailed, accessRestricted } from '../auth/sessionSlice';

/**
 * Live counters of the top bar (03 §4): set from the server, moved by realtime
 * events, never below 0. `null` means "not tracked" (no permission, or the server
 * said -1 = ignore), and events leave an untracked counter alone.
 */
export interface CountersState {
  pendingVerifications: number | null;
  stolenAlerts: number | null;
}

export type CounterName = keyof CountersState;

const initialState: CountersState = { pendingVerifications: null, stolenAlerts: null };

/** A server count as the top bar keeps it: -1 (ignore) and nonsense become untracked. */
export function normaliseServerCount(count: number | null | undefined): number | null {
  if (count === null || count === undefined || count === IGNORED_COUNT || !Number.isFinite(count))
    return null;
  return Math.max(0, Math.floor(count));
}

export const countersSlice = createSlice({
  name: 'counters',
  initialState,
  reducers: {
    counterSet(state, action: PayloadAction<{ counter: CounterName; count: number | null }>) {
      state[action.payload.counter] = normaliseServerCount(action.payload.count);
    },
    counterIncremented(state, action: PayloadAction<CounterName>) {
      const value = state[action.payload];
      if (value !== null) state[action.payload] = value + 1;
    },
    counterDecremented(state, action: PayloadAction<CounterName>) {
      const value = state[action.payload];
      if (value !== null) state[action.payload] = Math.max(0, value - 1);
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(
      (action) => signedOut.match(action) || authFailed.match(action) || accessRestricted.match(action),
      () => initialState,
    );
  },
  selectors: {
    selectPendingVerifications: (state) => state.pendingVerifications,
    selectStolenAlerts: (state) => state.stolenAlerts,
  },
});

export const { counterSet, counterIncremented, counterDecremented } = countersSlice.actions;
export const { selectPendingVerifications, selectStolenAlerts } = countersSlice.selectors;
