import { useEffect } from 'react';
import { useAppSelector } from '../app/hooks';
import { selectUser } from '../features/auth/sessionSlice';
import { loadLastLanguage } from '../lib/storage';
import { applyLocale } from './applyLocale';
import { effectiveLocale } from './effectiveLocale';
import { useMyLocalePreferencesQuery, useSetMyLocalePreferencesMutation } from './localePreferencesApi';

/** Keeps the shown language, digits and hour cycle those of the signed-in user (issue 28). */
export function LocaleController() {
  const user = useAppSelector(selectUser);
  const { data } = useMyLocalePreferencesQuery(undefined, { skip: !user });
  const [save] = useSetMyLocalePreferencesMutation();
  useEffect(() => {
    const settings = effectiveLocale(data, loadLastLanguage(), navigator.languages);
    void applyLocale(settings);
    // One who never chose sees the OS language; the server writes exports and SMS texts in the
    // stored one, so it keeps the shown one (the answer fills `data`: this runs once per user).
    if (data && data.language === null) void save({ language: settings.language });
  }, [data, save]);
  return null;
}
