import type { Digits, HourCycle, Language } from '@ops/shared/rules/locale';
import { api, op } from '../app/api';
import {
  GetMyLocalePreferencesDocument,
  SetMyLocalePreferencesDocument,
  type GetMyLocalePreferencesQuery,
} from '../generated/graphql';

export type LocalePreferencesRow = GetMyLocalePreferencesQuery['getMyLocalePreferences'];

/** The signed-in user's own language, digits and hour cycle, kept on the server (issue 28). */
export const localePreferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    myLocalePreferences: build.query<LocalePreferencesRow, void>({
      query: () => op(GetMyLocalePreferencesDocument),
      transformResponse: (r: GetMyLocalePreferencesQuery) => r.getMyLocalePreferences,
    }),
    setMyLocalePreferences: build.mutation<
      LocalePreferencesRow,
      { language?: Language; digits?: Digits; hourCycle?: HourCycle }
    >({
      query: (variables) => op(SetMyLocalePreferencesDocument, variables),
      transformResponse: (r: { setMyLocalePreferences: LocalePreferencesRow }) => r.setMyLocalePreferences,
      // The answer is the whole set: the cache takes it as it is, no refetch.
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        void dispatch(localePreferencesApi.util.upsertQueryData('myLocalePreferences', undefined, data));
      },
    }),
  }),
});

export const { useMyLocalePreferencesQuery, useSetMyLocalePreferencesMutation } = localePreferencesApi;
