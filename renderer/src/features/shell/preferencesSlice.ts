import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loadNotificationsEnabled, loadSoundMuted } from '../../lib/storage';

/** Top-bar notification and sound toggles; the store listener persists them (03 §2.3). */
export interface PreferencesState {
  notificationsEnabled: boolean;
  soundMuted: boolean;
}

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: (): PreferencesState => ({
    notificationsEnabled: loadNotificationsEnabled(),
    soundMuted: loadSoundMuted(),
  }),
  reducers: {
    notificationsToggled(state, action: PayloadAction<boolean>) {
      state.notificationsEnabled = action.payload;
    },
    soundMuteToggled(state, action: PayloadAction<boolean>) {
      state.soundMuted = action.payload;
    },
  },
  selectors: {
    selectNotificationsEnabled: (state) => state.notificationsEnabled,
    selectSoundMuted: (state) => state.soundMuted,
  },
});

export const { notificationsToggled, soundMuteToggled } = preferencesSlice.actions;
export const { selectNotificationsEnabled, selectSoundMuted } = preferencesSlice.selectors;
