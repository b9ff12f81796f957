import { useEffect } from 'react';
import { useAppSelector } from '../app/hooks';
import { selectUser } from '../features/auth/sessionSlice';
import { loadLastLanguage } from '../lib/storage';
import { applyLocale } from './applyLocale';
import { effectiveLocale } from './effectiveLocale';
import { useMyLocalePreferencesQuery } from './localePreferencesApi';

/** Keeps the shown language, digits and hour cycle those of the signed-in user (issue 28). */
export function LocaleController() {
  const user = useAppSelector(selectUser);
  const { data } = useMyLocalePreferencesQuery(undefined, { skip: !user });
  useEffect(() => {
    void applyLocale(effectiveLocale(data, loadLastLanguage(), navigator.languages));
  }, [data]);
  return null;
}
