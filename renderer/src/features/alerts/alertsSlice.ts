import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MAX_NOTICES } from '@ops/shared/rules/alerts';
import { accessRestricted, authFailed, signedOut } from '../auth/sessionSlice';
import type { AlertNotice } from './alertNotices';

/** The live alert notices on screen (03 §2.8): newest first, at most 8, until dismissed. */
export interface AlertsState {
  notices: AlertNotice[];
}

const initialState: AlertsState = { notices: [] };

export const alertsSlice = createSlice({
  name: 'alerts',
  initialState,
  reducers: {
    /** A new alert goes on top; an older notice of the same vehicle and kind makes way. */
    alertNoticed(state, action: PayloadAction<AlertNotice>) {
      const rest = state.notices.filter((notice) => notice.id !== action.payload.id);
      state.notices = [action.payload, ...rest].slice(0, MAX_NOTICES);
    },
    alertDismissed(state, action: PayloadAction<string>) {
      state.notices = state.notices.filter((notice) => notice.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    // A new session starts with no notices of the previous one.
    const clear = () => initialState;
    builder.addCase(signedOut, clear).addCase(authFailed, clear).addCase(accessRestricted, clear);
  },
  selectors: {
    selectAlertNotices: (state) => state.notices,
  },
});

export const { alertNoticed, alertDismissed } = alertsSlice.actions;
export const { selectAlertNotices } = alertsSlice.selectors;
