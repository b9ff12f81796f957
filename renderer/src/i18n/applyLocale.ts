import { isRtl } from '@ops/shared/rules/locale';
import { formatSettings, setFormatSettings, type FormatSettings } from '../lib/format';
import { saveLastLanguage } from '../lib/storage';
import { i18n, loadLanguage } from './i18n';

const sameSettings = (a: FormatSettings, b: FormatSettings): boolean =>
  a.language === b.language && a.digits === b.digits && a.hourCycle === b.hourCycle;

/**
 * Shows the app in these settings: the format module first (so the render that the language
 * switch causes already writes dates and money the new way), then `<html lang dir>` (read by
 * screen readers, the browser's own bidi and every CSS logical property), then the catalogue.
 * Settings already shown cause no switch: a switch renders every translated component again,
 * which at start-up (the saved preferences arriving, the same as this computer's) was the
 * whole window's work for nothing (issue 29 §4).
 */
export async function applyLocale(settings: FormatSettings): Promise<void> {
  const shown = sameSettings(formatSettings(), settings) && i18n.language === settings.language;
  setFormatSettings(settings);
  saveLastLanguage(settings.language);
  if (!shown) await loadLanguage(settings.language);
  document.documentElement.lang = settings.language;
  document.documentElement.dir = isRtl(settings.language) ? 'rtl' : 'ltr';
}
