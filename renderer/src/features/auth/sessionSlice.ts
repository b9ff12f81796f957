import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from './sessionUser';

/**
 * Auth states of 03 §4: loading -> authenticated, or unauthenticated (no token, failed
 * login, logout), authError (a stored token that could not be used after the
 * retries) or restricted (mobile access without home.ALLOW_MOBILE_ACCESS).
 */
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated' | 'authError' | 'restricted';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  wsId: string | null;
  /** False when the desktop could not encrypt the token: it lives only for this run. */
  tokenPersisted: boolean;
}

const initialState: SessionState = { status: 'loading', user: null, wsId: null, tokenPersisted: true };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted(state, action: PayloadAction<{ user: SessionUser; wsId: string }>) {
      state.status = 'authenticated';
      state.user = action.payload.user;
      state.wsId = action.payload.wsId;
    },
    /** The role was edited while signed in (ACCESS_CHANGED): the same session with its permissions read again. */
    sessionUserRefreshed(state, action: PayloadAction<SessionUser>) {
      if (state.status === 'authenticated' && state.user?._id === action.payload._id)
        state.user = action.payload;
    },
    tokenPersistenceChanged(state, action: PayloadAction<boolean>) {
      state.tokenPersisted = action.payload;
    },
    /** Logout, a refused socket token, or no stored token at start-up. */
    signedOut() {
      return { ...initialState, status: 'unauthenticated' as const };
    },
    authFailed() {
      return { ...initialState, status: 'authError' as const };
    },
    /** Mobile access without permission: the user is cleared (03 §4). */
    accessRestricted() {
      return { ...initialState, status: 'restricted' as const };
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectUser: (state) => state.user,
    selectRole: (state) => state.user?.role ?? null,
    selectWsId: (state) => state.wsId,
    selectTokenPersisted: (state) => state.tokenPersisted,
  },
});

export const {
  sessionStarted,
  sessionUserRefreshed,
  tokenPersistenceChanged,
  signedOut,
  authFailed,
  accessRestricted,
} = sessionSlice.actions;
export const { selectSessionStatus, selectUser, selectRole, selectWsId, selectTokenPersisted } =
  sessionSlice.selectors;
