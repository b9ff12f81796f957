/**
 * Issue 28 items 1 and 2: the languages, digit systems and hour cycles a staff member may choose.
 * One list each, read by the server's checks, the GraphQL answers and the renderer's menu.
 */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DIGITS = ['latn', 'arab'] as const;
export type Digits = (typeof DIGITS)[number];
export const HOUR_CYCLES = ['h23', 'h12'] as const;
export type HourCycle = (typeof HOUR_CYCLES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';
export const DEFAULT_DIGITS: Digits = 'latn';
export const DEFAULT_HOUR_CYCLE: HourCycle = 'h23';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
export const isDigits = (value: unknown): value is Digits => DIGITS.includes(value as Digits);
export const isHourCycle = (value: unknown): value is HourCycle => HOUR_CYCLES.includes(value as HourCycle);

/** Right-to-left languages among ours. */
export const isRtl = (language: Language): boolean => language === 'ar';

/**
 * The language to show before the user has chosen one: the first of the OS/browser languages
 * (`navigator.languages`, most preferred first) that we have, by its primary subtag ('ar-EG' is Arabic); else English.
 */
export function languageFromPreferred(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
