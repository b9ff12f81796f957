import { eq } from 'drizzle-orm';
import {
  DEFAULT_DIGITS,
  DEFAULT_HOUR_CYCLE,
  DEFAULT_LANGUAGE,
  isDigits,
  isHourCycle,
  isLanguage,
  type Digits,
  type HourCycle,
  type Language,
} from '@ops/shared/rules/locale';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { UserError } from '../../platform/errors';
import { userLocalePreferences } from './tables';

export interface LocalePreferencesView {
  language: Language | null;
  digits: Digits;
  hourCycle: HourCycle;
}

const NOTHING_CHOSEN: LocalePreferencesView = {
  language: null,
  digits: DEFAULT_DIGITS,
  hourCycle: DEFAULT_HOUR_CYCLE,
};

async function preferencesOf(deps: Pick<Deps, 'db'>, userId: string): Promise<LocalePreferencesView> {
  const [row] = await deps.db
    .select()
    .from(userLocalePreferences)
    .where(eq(userLocalePreferences.userId, userId))
    .limit(1);
  return row ? { language: row.language, digits: row.digits, hourCycle: row.hourCycle } : NOTHING_CHOSEN;
}

export const myLocalePreferences = (
  deps: Pick<Deps, 'db'>,
  session: SessionInfo,
): Promise<LocalePreferencesView> => preferencesOf(deps, session.user._id);

/** The language a server-sent text (the SMS code) takes for this user: theirs, else English. */
export async function languageOfUser(
  deps: Pick<Deps, 'db'>,
  userId: string | null | undefined,
): Promise<Language> {
  if (!userId) return DEFAULT_LANGUAGE;
  return (await preferencesOf(deps, userId)).language ?? DEFAULT_LANGUAGE;
}

/**
 * Saves the signed-in user's own choices (nobody sets another's: the user is the session's).
 * An argument left out (or null) keeps what was saved.
 */
export async function setMyLocalePreferences(
  deps: Pick<Deps, 'db' | 'clock'>,
  session: SessionInfo,
  input: { language?: string | null; digits?: string | null; hourCycle?: string | null },
): Promise<LocalePreferencesView> {
  if (input.language != null && !isLanguage(input.language)) throw new UserError('Choose English or Arabic');
  if (input.digits != null && !isDigits(input.digits))
    throw new UserError('Choose Western or Arabic-Indic digits');
  if (input.hourCycle != null && !isHourCycle(input.hourCycle))
    throw new UserError('Choose 24-hour or 12-hour times');
  const userId = session.user._id;
  const saved = await preferencesOf(deps, userId);
  const next = {
    userId,
    language: isLanguage(input.language) ? input.language : saved.language,
    digits: isDigits(input.digits) ? input.digits : saved.digits,
    hourCycle: isHourCycle(input.hourCycle) ? input.hourCycle : saved.hourCycle,
    updatedAt: deps.clock.now(),
  };
  await deps.db
    .insert(userLocalePreferences)
    .values(next)
    .onConflictDoUpdate({
      target: userLocalePreferences.userId,
      set: {
        language: next.language,
        digits: next.digits,
        hourCycle: next.hourCycle,
        updatedAt: next.updatedAt,
      },
    });
  return { language: next.language, digits: next.digits, hourCycle: next.hourCycle };
}
