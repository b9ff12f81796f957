import { isRtl } from '@ops/shared/rules/locale';
import { setFormatSettings, type FormatSettings } from '../lib/format';
import { saveLastLanguage } from '../lib/storage';
import { loadLanguage } from './i18n';

/**
 * Shows the app in these settings: the format module first (so the render that the language
 * switch causes already writes dates and money the new way), then `<html lang dir>` (read by
 * screen readers, the browser's own bidi and every CSS logical property), then the catalogue.
 */
export async function applyLocale(settings: FormatSettings): Promise<void> {
  setFormatSettings(settings);
  saveLastLanguage(settings.language);
  await loadLanguage(settings.language);
  document.documentElement.lang = settings.language;
  document.documentElement.dir = isRtl(settings.language) ? 'rtl' : 'ltr';
}
