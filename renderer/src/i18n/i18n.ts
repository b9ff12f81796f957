import i18next, { type i18n as I18n } from 'i18next';
import type { Locale } from 'antd/es/locale';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@ops/shared/rules/locale';
import { arabicAntdLocale } from './antdArabic';
import { en } from './en';

/**
 * The one i18next instance (issue 28 item 1). English is bundled (the default, and the fallback
 * for a key Arabic lacks); Arabic is added from its own chunk on first use (loadLanguage), so an
 * English user's first page does not download it.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['en', 'ar'],
  resources: { en: { translation: en } },
  // React escapes what it renders; escaping here too would show '&amp;' in 'Tasks &amp; Support'.
  interpolation: { escapeValue: false },
  returnNull: false,
  // init() with resources resolves at once, so the first render already has English.
  initAsync: false,
});

let arabicAntd: Locale | undefined;

/**
 * Puts a language's catalogue in place (Arabic's, with antd's ar_EG and dayjs's 'ar', by
 * dynamic imports, once)
 * and switches to it. Switching to the same language again still tells every translated
 * component to render, which is how a change of digits or hour cycle reaches the screen.
 */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'ar' && !i18n.hasResourceBundle('ar', 'translation')) {
    // antd's pickers take month and weekday names from dayjs's locale of the same name ('ar' for
    // ar_EG): without it registered, the Arabic DatePicker still says 'Jan' and 'Su'. Importing it
    // only registers it; dayjs's global locale stays English for the spec's English patterns.
    const [{ ar }, antdAr] = await Promise.all([
      import('./ar'),
      import('antd/es/locale/ar_EG'),
      import('dayjs/locale/ar'),
    ]);
    arabicAntd = arabicAntdLocale(antdAr.default);
    i18n.addResourceBundle('ar', 'translation', ar);
  }
  await i18n.changeLanguage(language);
}

/** antd's own texts for the language shown (undefined: antd's English default). */
export const antdLocaleFor = (language: string): Locale | undefined =>
  language === 'ar' ? arabicAntd : undefined;
