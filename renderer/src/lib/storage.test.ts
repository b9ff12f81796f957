import { describe, expect, it } from 'vitest';
import {
  STORAGE_KEYS,
  clearSignedInUser,
  deviceId,
  loadDashboardParts,
  loadSignedInUserId,
  saveDashboardParts,
  saveSignedInUser,
  isPendingOtpSessionValid,
  loadNotificationsEnabled,
  loadSoundMuted,
  loadValidPendingOtpSession,
  parsePendingOtpSession,
  pendingOtpSessionFor,
  saveNotificationsEnabled,
  savePendingOtpSession,
  saveSoundMuted,
} from './storage';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('pending OTP session (03 §2.1)', () => {
  it('expires at now + expiresIn seconds', () => {
    expect(pendingOtpSessionFor('+201001234567', 300, 1_000)).toEqual({
      phone: '+201001234567',
      expiresAt: 301_000,
    });
  });

  it('is valid until its expiry, not at or after it', () => {
    const session = { phone: '+201001234567', expiresAt: 10_000 };
    expect(isPendingOtpSessionValid(session, 9_999)).toBe(true);
    expect(isPendingOtpSessionValid(session, 10_000)).toBe(false);
    expect(isPendingOtpSessionValid(null, 0)).toBe(false);
  });

  it('loads a valid session and keeps it', () => {
    const store = memoryStore();
    savePendingOtpSession({ phone: '+201001234567', expiresAt: 5_000 }, store);
    expect(loadValidPendingOtpSession(4_000, store)).toEqual({ phone: '+201001234567', expiresAt: 5_000 });
    expect(store.data.has(STORAGE_KEYS.pendingOtp)).toBe(true);
  });

  it('clears an expired session when asked for it', () => {
    const store = memoryStore();
    savePendingOtpSession({ phone: '+201001234567', expiresAt: 5_000 }, store);
    expect(loadValidPendingOtpSession(6_000, store)).toBeNull();
    expect(store.data.has(STORAGE_KEYS.pendingOtp)).toBe(false);
  });

  it('treats a missing or corrupt session as none, and clears it', () => {
    const store = memoryStore();
    expect(loadValidPendingOtpSession(0, store)).toBeNull();
    store.setItem(STORAGE_KEYS.pendingOtp, '{not json');
    expect(loadValidPendingOtpSession(0, store)).toBeNull();
    expect(store.data.has(STORAGE_KEYS.pendingOtp)).toBe(false);
    expect(parsePendingOtpSession(JSON.stringify({ phone: '', expiresAt: 5 }))).toBeNull();
    expect(parsePendingOtpSession(JSON.stringify({ phone: '+20', expiresAt: 'soon' }))).toBeNull();
  });
});

describe('notification and sound settings (03 §2.3)', () => {
  it('has notifications on unless stored as false', () => {
    const store = memoryStore();
    expect(loadNotificationsEnabled(store)).toBe(true);
    store.setItem(STORAGE_KEYS.notifications, 'garbage');
    expect(loadNotificationsEnabled(store)).toBe(true);
    saveNotificationsEnabled(false, store);
    expect(loadNotificationsEnabled(store)).toBe(false);
    saveNotificationsEnabled(true, store);
    expect(loadNotificationsEnabled(store)).toBe(true);
  });

  it('has sound on unless muted was stored', () => {
    const store = memoryStore();
    expect(loadSoundMuted(store)).toBe(false);
    saveSoundMuted(true, store);
    expect(loadSoundMuted(store)).toBe(true);
  });

  it('keeps one device id per install', () => {
    const store = memoryStore();
    const first = deviceId(store, () => 'abc');
    expect(first).toBe('abc');
    expect(deviceId(store, () => 'other')).toBe('abc');
  });
});

describe('the dashboard parts kept for the next start-up (issue 29 §4)', () => {
  it('are read back for the same user only', () => {
    const store = memoryStore();
    saveDashboardParts('u1', ['rides', 'fleet'], store);
    expect(loadDashboardParts('u1', store)).toEqual(['rides', 'fleet']);
    expect(loadDashboardParts('u2', store)).toBeNull();
  });

  it('go with the signed-in user at sign-out', () => {
    const store = memoryStore();
    saveSignedInUser('u1', 3600, 0, store);
    saveDashboardParts('u1', ['rides'], store);
    expect(loadSignedInUserId(store)).toBe('u1');
    clearSignedInUser(store);
    expect(loadSignedInUserId(store)).toBeNull();
    expect(loadDashboardParts('u1', store)).toBeNull();
  });

  it('read nothing from a corrupt or foreign value', () => {
    const store = memoryStore();
    store.setItem(STORAGE_KEYS.dashboardParts, '{not json');
    expect(loadDashboardParts('u1', store)).toBeNull();
    store.setItem(STORAGE_KEYS.dashboardParts, JSON.stringify({ userId: 'u1', parts: 'rides' }));
    expect(loadDashboardParts('u1', store)).toBeNull();
    store.setItem(STORAGE_KEYS.dashboardParts, JSON.stringify({ userId: 'u1', parts: ['rides', 7] }));
    expect(loadDashboardParts('u1', store)).toEqual(['rides']);
  });
});
