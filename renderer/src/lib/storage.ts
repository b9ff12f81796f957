/**
 * What the renderer keeps in localStorage (03 §2.1, §2.3, §3, §9): the pending
 * one-time-code session, the notification and sound settings, the user id and the
 * login status. The token is not here: it goes through the desktop bridge, which
 * encrypts it in Electron and falls back to localStorage in a browser.
 *
 * Every function takes the Storage as an optional last argument so the rules can be
 * tested in Node without a DOM.
 */

import { isPendingOtpSessionUsable, type PendingOtpSession } from '@ops/shared/rules/otp';

export type { PendingOtpSession };

export const STORAGE_KEYS = {
  lastLanguage: 'ops.lastLanguage',
  pendingOtp: 'ops.pendingOtpSession',
  notifications: 'ops.notificationsEnabled',
  soundMuted: 'ops.soundMuted',
  userId: 'ops.userId',
  loginStatus: 'ops.loginStatus',
  deviceId: 'ops.deviceId',
  collapsedMenuGroups: 'ops.collapsedMenuGroups',
  /** Followed by '.' and the user id: each person's own recent quick-switcher picks. */
  quickSwitcherRecent: 'ops.quickSwitcherRecent',
  /** 'system', 'light' or 'dark': the theme chosen on this machine (issue 28 item 3). */
  themeChoice: 'ops.themeChoice',
  /** The signed-in user's id and the dashboard parts their role showed (issue 29 §4: read before the session is confirmed). */
  dashboardParts: 'ops.dashboardParts',
} as const;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStore(): KeyValueStore | null {
  // Private windows and some embedded contexts throw on access instead of returning null.
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(key: string, store = defaultStore()): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null, store = defaultStore()): void {
  try {
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // A full or blocked storage must never break sign-in; the value just is not kept.
  }
}

// ---- the language this computer last showed (issue 28: the sign-in page speaks it too) ----

export function loadLastLanguage(store?: KeyValueStore | null): string | null {
  return read(STORAGE_KEYS.lastLanguage, store);
}

export function saveLastLanguage(language: string, store?: KeyValueStore | null): void {
  write(STORAGE_KEYS.lastLanguage, language, store);
}

// ---- pending one-time-code session ----

export function parsePendingOtpSession(raw: string | null): PendingOtpSession | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { phone, expiresAt } = value as Record<string, unknown>;
    if (
      typeof phone !== 'string' ||
      phone === '' ||
      typeof expiresAt !== 'number' ||
      !Number.isFinite(expiresAt)
    ) {
      return null;
    }
    return { phone, expiresAt };
  } catch {
    return null;
  }
}

export function isPendingOtpSessionValid(
  session: PendingOtpSession | null,
  now: number,
): session is PendingOtpSession {
  return isPendingOtpSessionUsable(session, now);
}

/** Builds the session from the seconds the server granted. */
export function pendingOtpSessionFor(
  phone: string,
  expiresInSeconds: number,
  now: number,
): PendingOtpSession {
  return { phone, expiresAt: now + Math.max(0, expiresInSeconds) * 1000 };
}

export function savePendingOtpSession(session: PendingOtpSession, store?: KeyValueStore | null): void {
  write(STORAGE_KEYS.pendingOtp, JSON.stringify(session), store);
}

export function clearPendingOtpSession(store?: KeyValueStore | null): void {
  write(STORAGE_KEYS.pendingOtp, null, store);
}

/**
 * The session the verify screen may use, or null. A missing, corrupt or expired
 * session is cleared on the way (03 §2.1: "the session is cleared").
 */
export function loadValidPendingOtpSession(
  now: number,
  store?: KeyValueStore | null,
): PendingOtpSession | null {
  const session = parsePendingOtpSession(read(STORAGE_KEYS.pendingOtp, store));
  if (isPendingOtpSessionValid(session, now)) return session;
  clearPendingOtpSession(store);
  return null;
}

// ---- notification and sound settings ----

/** Notifications are on unless stored as false (03 §2.3). */
export function loadNotificationsEnabled(store?: KeyValueStore | null): boolean {
  return read(STORAGE_KEYS.notifications, store) !== 'false';
}

export function saveNotificationsEnabled(enabled: boolean, store?: KeyValueStore | null): void {
  write(STORAGE_KEYS.notifications, String(enabled), store);
}

export function loadSoundMuted(store?: KeyValueStore | null): boolean {
  return read(STORAGE_KEYS.soundMuted, store) === 'true';
}

export function saveSoundMuted(muted: boolean, store?: KeyValueStore | null): void {
  write(STORAGE_KEYS.soundMuted, String(muted), store);
}

// ---- side drawer ----

/** Groups the user folded away; every other group starts open. */
export function loadCollapsedMenuGroups(store?: KeyValueStore | null): string[] {
  try {
    const value: unknown = JSON.parse(read(STORAGE_KEYS.collapsedMenuGroups, store) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function saveCollapsedMenuGroups(groups: string[], store?: KeyValueStore | null): void {
  write(STORAGE_KEYS.collapsedMenuGroups, JSON.stringify(groups), store);
}

// ---- theme ----

/** The stored theme choice as written; app/theme checks it is one of its choices. */
export function loadThemeChoice(store?: KeyValueStore | null): string | null {
  return read(STORAGE_KEYS.themeChoice, store);
}

export function saveThemeChoice(choice: string, store?: KeyValueStore | null): void {
  write(STORAGE_KEYS.themeChoice, choice, store);
}

// ---- quick switcher ----

/** The recent picks as stored (issue 28 item 4); the switcher checks each entry's shape. */
export function loadQuickSwitcherRecent(userId: string, store?: KeyValueStore | null): unknown[] {
  try {
    const value: unknown = JSON.parse(read(`${STORAGE_KEYS.quickSwitcherRecent}.${userId}`, store) ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

export function saveQuickSwitcherRecent(
  userId: string,
  items: unknown[],
  store?: KeyValueStore | null,
): void {
  write(`${STORAGE_KEYS.quickSwitcherRecent}.${userId}`, JSON.stringify(items), store);
}

// ---- signed-in user ----

export function saveSignedInUser(
  userId: string,
  expiresInSeconds: number,
  now: number,
  store?: KeyValueStore | null,
): void {
  write(STORAGE_KEYS.userId, userId, store);
  write(
    STORAGE_KEYS.loginStatus,
    JSON.stringify({ loggedIn: true, expiresAt: now + expiresInSeconds * 1000 }),
    store,
  );
}

export function clearSignedInUser(store?: KeyValueStore | null): void {
  write(STORAGE_KEYS.userId, null, store);
  write(STORAGE_KEYS.loginStatus, null, store);
  write(STORAGE_KEYS.dashboardParts, null, store);
}

// ---- the dashboard's parts, to read them at start-up before the session is confirmed ----

/** Only the role's visible parts are kept, never figures: the server still gates every part it is asked for. */
export function saveDashboardParts(
  userId: string,
  parts: readonly string[],
  store?: KeyValueStore | null,
): void {
  write(STORAGE_KEYS.dashboardParts, JSON.stringify({ userId, parts }), store);
}

/** The parts kept for this user as written (the dashboard checks each), or null for another user or none. */
export function loadDashboardParts(userId: string, store?: KeyValueStore | null): string[] | null {
  try {
    const value: unknown = JSON.parse(read(STORAGE_KEYS.dashboardParts, store) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { userId: owner, parts } = value as Record<string, unknown>;
    if (owner !== userId || !Array.isArray(parts)) return null;
    return parts.filter((part): part is string => typeof part === 'string');
  } catch {
    return null;
  }
}

export function loadSignedInUserId(store?: KeyValueStore | null): string | null {
  return read(STORAGE_KEYS.userId, store);
}

/** A stable id for this install, sent with loginUser as deviceId. */
export function deviceId(store?: KeyValueStore | null, makeId: () => string = randomId): string {
  const existing = read(STORAGE_KEYS.deviceId, store);
  if (existing) return existing;
  const id = makeId();
  write(STORAGE_KEYS.deviceId, id, store);
  return id;
}

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `dev-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
