import {
  isDigits,
  isHourCycle,
  isLanguage,
  languageFromPreferred,
  DEFAULT_DIGITS,
  DEFAULT_HOUR_CYCLE,
} from '@ops/shared/rules/locale';
import type { FormatSettings } from '../lib/format';

/**
 * What the app shows in: the user's saved choices; before they choose a language (or before
 * sign-in), the language this computer last showed, else the OS/browser languages.
 */
export function effectiveLocale(
  saved: { language?: string | null; digits?: string | null; hourCycle?: string | null } | undefined,
  lastShown: string | null,
  preferred: readonly string[],
): FormatSettings {
  const language = isLanguage(saved?.language)
    ? saved.language
    : isLanguage(lastShown)
      ? lastShown
      : languageFromPreferred(preferred);
  return {
    language,
    digits: isDigits(saved?.digits) ? saved.digits : DEFAULT_DIGITS,
    hourCycle: isHourCycle(saved?.hourCycle) ? saved.hourCycle : DEFAULT_HOUR_CYCLE,
  };
}
