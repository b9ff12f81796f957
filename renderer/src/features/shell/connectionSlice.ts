import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut, authFailed, accessRestricted } from '../auth/sessionSlice';

/**
 * Live connection (03 §4): the top bar shows connected only when the socket is
 * connected AND the browser is online; the user can switch live updates off and on.
 */
export interface ConnectionState {
  socketConnected: boolean;
  browserOnline: boolean;
  /** The user's choice from the top-bar toggle. */
  liveEnabled: boolean;
  /** The socket was up once this session: when it is away now, the top bar says Reconnecting…. */
  connectedBefore: boolean;
}

const initialState: ConnectionState = {
  socketConnected: false,
  browserOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  liveEnabled: true,
  connectedBefore: false,
};

export const isLive = (state: ConnectionState): boolean => state.socketConnected && state.browserOnline;

/** What the top bar's connection button reads (03 §4; issue 28 item 6 for Reconnecting…). */
export function connectionLabel(
  state: ConnectionState,
): 'Live' | 'Connecting…' | 'Reconnecting…' | 'Offline' | 'Paused' {
  if (isLive(state)) return 'Live';
  if (!state.liveEnabled) return 'Paused';
  if (!state.browserOnline) return 'Offline';
  return state.connectedBefore ? 'Reconnecting…' : 'Connecting…';
}

export const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    socketStatusChanged(state, action: PayloadAction<boolean>) {
      state.socketConnected = action.payload;
      if (action.payload) state.connectedBefore = true;
    },
    browserOnlineChanged(state, action: PayloadAction<boolean>) {
      state.browserOnline = action.payload;
    },
    liveToggled(state, action: PayloadAction<boolean>) {
      state.liveEnabled = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(
      (action) => signedOut.match(action) || authFailed.match(action) || accessRestricted.match(action),
      (state) => ({ ...initialState, browserOnline: state.browserOnline }),
    );
  },
  selectors: {
    selectIsLive: isLive,
    selectConnectionLabel: connectionLabel,
    selectLiveEnabled: (state) => state.liveEnabled,
    selectBrowserOnline: (state) => state.browserOnline,
  },
});

export const { socketStatusChanged, browserOnlineChanged, liveToggled } = connectionSlice.actions;
export const { selectIsLive, selectConnectionLabel, selectLiveEnabled, selectBrowserOnline } =
  connectionSlice.selectors;
