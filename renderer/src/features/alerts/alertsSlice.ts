import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MAX_NOTICES } from '@ops/shared/rules/alerts';
import { accessRestricted, authFailed, signedOut } from '../auth/sessionSlice';
import type { AlertNotice } from './alertNotices';

/** Transient toasts on screen at once; the notification center keeps the rest. */
export const MAX_TOASTS = 3;

/**
 * The notification center (issue 23): the live alert notices of 03 §2.8 (newest first, at
 * most 8, until dismissed), which of them are unread, and the few transient toasts.
 */
export interface AlertsState {
  notices: AlertNotice[];
  unread: string[];
  toasts: AlertNotice[];
  /** Toasts muted until the session ends (the shift); the center still collects. */
  toastsMuted: boolean;
  /** While the center is open, what arrives is seen as it arrives. */
  centerOpen: boolean;
}

const initialState: AlertsState = {
  notices: [],
  unread: [],
  toasts: [],
  toastsMuted: false,
  centerOpen: false,
};

const keep = (ids: readonly string[], notices: readonly AlertNotice[]): string[] =>
  ids.filter((id) => notices.some((notice) => notice.id === id));

export const alertsSlice = createSlice({
  name: 'alerts',
  initialState,
  reducers: {
    /** A new alert goes on top, unread; an older notice of the same vehicle and kind makes way. */
    alertNoticed(state, action: PayloadAction<AlertNotice>) {
      const rest = state.notices.filter((notice) => notice.id !== action.payload.id);
      state.notices = [action.payload, ...rest].slice(0, MAX_NOTICES);
      const others = state.unread.filter((id) => id !== action.payload.id);
      state.unread = keep(state.centerOpen ? others : [action.payload.id, ...others], state.notices);
    },
    /** A toast for a notice: newest first, the oldest leaves when a fourth arrives. */
    toastShown(state, action: PayloadAction<AlertNotice>) {
      if (state.toastsMuted) return;
      state.toasts = [
        action.payload,
        ...state.toasts.filter((toast) => toast.id !== action.payload.id),
      ].slice(0, MAX_TOASTS);
    },
    toastClosed(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
    alertDismissed(state, action: PayloadAction<string>) {
      state.notices = state.notices.filter((notice) => notice.id !== action.payload);
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
      state.unread = keep(state.unread, state.notices);
    },
    /** Opening the center reads everything in it, and what arrives while it is open. */
    alertsRead(state) {
      state.unread = [];
      state.centerOpen = true;
    },
    centerClosed(state) {
      state.centerOpen = false;
    },
    alertsCleared(state) {
      state.notices = [];
      state.unread = [];
      state.toasts = [];
    },
    toastsMuteToggled(state, action: PayloadAction<boolean>) {
      state.toastsMuted = action.payload;
      if (action.payload) state.toasts = [];
    },
  },
  extraReducers: (builder) => {
    // A new session starts with no notices of the previous one, and toasts on again.
    const clear = () => initialState;
    builder.addCase(signedOut, clear).addCase(authFailed, clear).addCase(accessRestricted, clear);
  },
  selectors: {
    selectAlertNotices: (state) => state.notices,
    selectUnreadAlerts: (state) => state.unread.length,
    selectAlertToasts: (state) => state.toasts,
    selectToastsMuted: (state) => state.toastsMuted,
  },
});

export const {
  alertNoticed,
  toastShown,
  toastClosed,
  alertDismissed,
  alertsRead,
  centerClosed,
  alertsCleared,
  toastsMuteToggled,
} = alertsSlice.actions;
export const { selectAlertNotices, selectUnreadAlerts, selectAlertToasts, selectToastsMuted } =
  alertsSlice.selectors;
