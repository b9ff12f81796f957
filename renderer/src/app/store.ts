import { setupListeners } from '@reduxjs/toolkit/query';
import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  isRejectedWithValue,
} from '@reduxjs/toolkit';
import { api, isQuietFailure } from './api';
import { sessionSlice } from '../features/auth/sessionSlice';
import { countersSlice } from '../features/shell/countersSlice';
import { connectionSlice } from '../features/shell/connectionSlice';
import { notificationsToggled, preferencesSlice, soundMuteToggled } from '../features/shell/preferencesSlice';
import { isApiError } from '@ops/shared/rules/errors';
import { errorMessageOf } from '../i18n/errorText';
import { notice } from '../lib/notices';
import { UPDATE_REQUIRED_CODE } from '@ops/shared/rules/clientContract';
import { showUpdateRequired } from '../lib/updateRequired';
import { saveNotificationsEnabled, saveSoundMuted } from '../lib/storage';
import { tasksSlice } from '../features/resolveTasks/tasksSlice';
import { attendanceSlice } from '../features/resolveTasks/attendanceSlice';
import { listsSlice } from '../components/list/listsSlice';
import { alertsSlice } from '../features/alerts/alertsSlice';

const rootReducer = combineSlices(
  api,
  sessionSlice,
  countersSlice,
  connectionSlice,
  preferencesSlice,
  tasksSlice,
  attendanceSlice,
  listsSlice,
  alertsSlice,
);

const listeners = createListenerMiddleware();

/**
 * One place turns failed calls into notices (STYLE item 9): every rejected RTK Query
 * call shows its already-worded message once, except endpoints marked
 * `extraOptions: { quiet: true }`, whose screen says it.
 */
listeners.startListening({
  matcher: isRejectedWithValue,
  effect: (action) => {
    // Even a quiet screen cannot go on with a server past this build: the update notice shows once.
    if (isApiError(action.payload) && action.payload.code === UPDATE_REQUIRED_CODE)
      return showUpdateRequired();
    if (isQuietFailure(action)) return;
    // An ApiError is shown as worded (in Arabic, translated by its code); anything else is the generic text.
    notice.error(errorMessageOf(action.payload));
  },
});

// Kept in browser storage so the choice survives restarts (03 §2.3).
listeners.startListening({
  actionCreator: notificationsToggled,
  effect: (action) => saveNotificationsEnabled(action.payload),
});
listeners.startListening({
  actionCreator: soundMuteToggled,
  effect: (action) => saveSoundMuted(action.payload),
});

export function makeStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().prepend(listeners.middleware).concat(api.middleware),
  });
}

export const store = makeStore();
// The browser's online/offline and focus/visibility events drive refetchOnReconnect/refetchOnFocus (app/api).
setupListeners(store.dispatch);

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
