import { can } from '@ops/shared/rules/permissions/can';
import { api } from '../../app/api';
import type { AppDispatch, RootState } from '../../app/store';
import { desktop } from '../../lib/desktop';
import { authToken } from '../../lib/authToken';
import { serverUrl } from '../../lib/serverUrl';
import { notice } from '../../lib/notices';
import { withDeadline } from '../../lib/deadline';
import { withRetries } from '../../lib/retry';
import { firstView } from '../../lib/firstView';
import { clearPendingOtpSession, clearSignedInUser, saveSignedInUser } from '../../lib/storage';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { onDirect, startRealtime, stopRealtime } from '../shell/realtime';
import { loadCounters } from '../shell/resync';
import { startupApi } from '../shell/startupApi';
import { startApprovalDecidedNotices } from '../approvals/decidedNotices';
import {
  dashboardPartsFor,
  dropEarlyDashboardRead,
  landsOnDashboard,
  rememberDashboardParts,
  startEarlyDashboardRead,
} from '../dashboard/earlyRead';
import { authApi, type AuthPayload } from './authApi';
import { currentClientTraits, isMobileAccessRestricted } from './mobile';
import {
  accessRestricted,
  authFailed,
  sessionStarted,
  sessionUserRefreshed,
  signedOut,
  tokenPersistenceChanged,
} from './sessionSlice';
import { toSessionUser, type RawSessionUser } from './sessionUser';

/**
 * The session's life (03 §4) as plain async functions over dispatch: start-up from a
 * stored token, sign-in after the one-time code, logout, and the loads in between.
 */

type Thunk<T = void> = (dispatch: AppDispatch, getState: () => RootState) => Promise<T>;

/** Cache subscriptions held for the whole session; released at sign-out. */
const startupSubscriptions: Array<{ unsubscribe(): void }> = [];
let generation = 0;

async function unregisterOldServiceWorkers(): Promise<void> {
  // An earlier web build installed a service worker that served stale bundles (03 §4).
  try {
    const registrations = (await navigator.serviceWorker?.getRegistrations?.()) ?? [];
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch {
    // Not available (file://, private mode): nothing to unregister.
  }
}

/** Start-up: stored token -> getMyUserData with 3 retries 2 s apart -> loads. */
export function bootstrapSession(): Thunk {
  return async (dispatch) => {
    void unregisterOldServiceWorkers();
    const token = authToken.get() ?? (await desktop.getToken().catch(() => null));
    if (!token) {
      dispatch(signedOut());
      return;
    }
    authToken.set(token);
    // The dashboard's figures need only the token to be asked for: they travel beside getMyUserData.
    startEarlyDashboardRead(window.location);
    const myGeneration = generation;
    try {
      const data = await withRetries(() => dispatch(authApi.endpoints.getMyUserData.initiate()).unwrap(), {
        shouldStop: () => myGeneration !== generation,
      });
      if (data.token && data.token !== token) await persistToken(data.token, dispatch);
      await enterSession(data.user, data.wsId, dispatch);
    } catch {
      await clearLocalSession(dispatch);
      dispatch(authFailed());
    }
  };
}

/** After a verified one-time code: keep the token, then the same path as start-up. */
export function completeSignIn(payload: AuthPayload): Thunk {
  return async (dispatch) => {
    clearPendingOtpSession();
    dropEarlyDashboardRead();
    await persistToken(payload.token, dispatch);
    saveSignedInUser(payload.userId, payload.expiresIn, Date.now());
    await enterSession(payload.user, payload.wsId, dispatch);
  };
}

/** How long logout waits for the server before signing out here anyway. */
export const LOGOUT_SERVER_WAIT_MS = 5_000;

/** Logout calls the server, removes the token and lands on the root (03 §4). */
export function logout(): Thunk {
  return async (dispatch) => {
    // Signing out locally must work even when the server is unreachable or does not answer:
    // a hanging request would otherwise leave the agent stuck on a signed-in screen.
    await withDeadline(
      dispatch(authApi.endpoints.logoutUser.initiate())
        .unwrap()
        .catch(() => undefined),
      LOGOUT_SERVER_WAIT_MS,
    );
    await clearLocalSession(dispatch);
    dispatch(signedOut());
  };
}

/** The server refused our token mid-session (socket UNAUTHORIZED). */
export function sessionExpired(): Thunk {
  return async (dispatch) => {
    await clearLocalSession(dispatch);
    dispatch(signedOut());
  };
}

async function persistToken(token: string, dispatch: AppDispatch): Promise<void> {
  authToken.set(token);
  const result = await desktop
    .storeToken(token)
    .catch((): { ok: false; reason: 'encryption-unavailable'; message: string } => ({
      ok: false,
      reason: 'encryption-unavailable',
      message: 'Your sign-in could not be saved on this computer; you will need to sign in again next time.',
    }));
  if (!result.ok) {
    // Never fall back to plain-text storage: the token stays in memory for this run.
    notice.warning(result.message, 8000);
  }
  dispatch(tokenPersistenceChanged(result.ok));
}

async function enterSession(raw: RawSessionUser, wsId: string, dispatch: AppDispatch): Promise<void> {
  const user = toSessionUser(raw);
  if (isMobileAccessRestricted(user.role, currentClientTraits())) {
    await clearLocalSession(dispatch);
    dispatch(accessRestricted());
    return;
  }
  rememberDashboardParts(user._id, user.role);
  // Landing on the dashboard: what its figures do not need waits for them (lib/firstView.ts).
  if (landsOnDashboard(window.location) && dashboardPartsFor(user.role).length > 0) firstView.hold();
  dispatch(sessionStarted({ user, wsId }));
  const url = serverUrl.get();
  const token = authToken.get();
  // The socket starts here, before the page renders: starting it clears the listeners of any
  // earlier connection, so a later start would drop those the page and the shell have just added.
  if (url && token) {
    startRealtime({
      url,
      auth: { token, wsId, userId: user._id },
      role: user.role,
      dispatch,
      onUnauthorized: () => void dispatch(sessionExpired()),
    });
    // The role was edited: menu and gates follow within seconds, without a reload (issue 23 item 5).
    onDirect(REALTIME_EVENTS.ACCESS_CHANGED, () => void dispatch(refreshOwnAccess()));
    startApprovalDecidedNotices(dispatch);
  }
  const myGeneration = generation;
  await firstView.shown();
  if (myGeneration !== generation) return;
  loadStartupData(user.role, dispatch);
}

/** Reads this session's user and role again; a failure leaves the old gates (the server still refuses with the new ones). */
export function refreshOwnAccess(): Thunk {
  return async (dispatch) => {
    const myGeneration = generation;
    try {
      const data = await dispatch(authApi.endpoints.getMyUserData.initiate()).unwrap();
      if (myGeneration === generation) dispatch(sessionUserRefreshed(toSessionUser(data.user)));
    } catch {
      // Next change or the next start-up tries again.
    }
  };
}

/** 03 §4: areas, vehicles for search, map distributions, and the two counters. */
function loadStartupData(role: Parameters<typeof can>[0], dispatch: AppDispatch): void {
  startupSubscriptions.push(
    dispatch(startupApi.endpoints.startupAreas.initiate()),
    dispatch(startupApi.endpoints.vehiclesForSearch.initiate()),
    dispatch(startupApi.endpoints.mapDistributions.initiate()),
  );
  loadCounters(role, dispatch);
}

async function clearLocalSession(dispatch: AppDispatch): Promise<void> {
  generation += 1;
  dropEarlyDashboardRead();
  firstView.open();
  stopRealtime();
  startupSubscriptions.splice(0).forEach((subscription) => subscription.unsubscribe());
  authToken.set(null);
  clearSignedInUser();
  await desktop.clearToken().catch(() => undefined);
  dispatch(api.util.resetApiState());
}
