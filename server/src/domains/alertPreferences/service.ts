import { and, eq } from 'drizzle-orm';
import {
  ALERT_KINDS,
  alertPreferencesOf,
  isAlertDelivery,
  isAlertKind,
  type SavedAlertPreferences,
} from '@ops/shared/rules/alertPolicy';
import type { AlertKind } from '@ops/shared/rules/alerts';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { UserError } from '../../platform/errors';
import { userAlertPreferences } from './tables';

export interface AlertPreferenceView {
  kind: AlertKind;
  delivery: string;
  isDefault: boolean;
}

/** The signed-in user's delivery of every alert kind: saved, else their role's default. */
export async function myAlertPreferences(
  deps: Pick<Deps, 'db'>,
  session: SessionInfo,
): Promise<AlertPreferenceView[]> {
  const rows = await deps.db
    .select()
    .from(userAlertPreferences)
    .where(eq(userAlertPreferences.userId, session.user._id));
  const saved: SavedAlertPreferences = Object.fromEntries(rows.map((row) => [row.kind, row.delivery]));
  const effective = alertPreferencesOf(session.role, saved);
  return ALERT_KINDS.map((kind) => ({
    kind,
    delivery: effective[kind],
    isDefault: saved[kind] === undefined,
  }));
}

/**
 * Saves the signed-in user's own delivery of one kind (nobody sets another's: the user is the
 * session's). 'default' forgets the choice, so the role's default applies again.
 */
export async function setMyAlertPreference(
  deps: Pick<Deps, 'db' | 'clock'>,
  session: SessionInfo,
  input: { kind: string; delivery: string },
): Promise<AlertPreferenceView[]> {
  if (!isAlertKind(input.kind)) throw new UserError('Unknown alert kind');
  const userId = session.user._id;
  if (input.delivery === 'default') {
    await deps.db
      .delete(userAlertPreferences)
      .where(and(eq(userAlertPreferences.userId, userId), eq(userAlertPreferences.kind, input.kind)));
    return myAlertPreferences(deps, session);
  }
  if (!isAlertDelivery(input.delivery)) throw new UserError('Choose Off, In app or In app and desktop');
  const values = { userId, kind: input.kind, delivery: input.delivery, updatedAt: deps.clock.now() };
  await deps.db
    .insert(userAlertPreferences)
    .values(values)
    .onConflictDoUpdate({
      target: [userAlertPreferences.userId, userAlertPreferences.kind],
      set: { delivery: values.delivery, updatedAt: values.updatedAt },
    });
  return myAlertPreferences(deps, session);
}
