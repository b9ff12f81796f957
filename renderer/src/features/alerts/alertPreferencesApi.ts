import {
  alertPreferencesOf,
  isAlertDelivery,
  isAlertKind,
  type AlertDelivery,
  type SavedAlertPreferences,
} from '@ops/shared/rules/alertPolicy';
import type { AlertKind } from '@ops/shared/rules/alerts';
import type { RoleLike } from '@ops/shared/rules/permissions/can';
import { api, op } from '../../app/api';
import {
  GetMyAlertPreferencesDocument,
  SetMyAlertPreferenceDocument,
  type GetMyAlertPreferencesQuery,
} from '../../generated/graphql';

export type AlertPreferenceRow = GetMyAlertPreferencesQuery['getMyAlertPreferences'][number];

/** The signed-in user's own alert preferences, kept on the server (issue 23). */
export const alertPreferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    myAlertPreferences: build.query<AlertPreferenceRow[], void>({
      query: () => op(GetMyAlertPreferencesDocument),
      transformResponse: (r: GetMyAlertPreferencesQuery) => r.getMyAlertPreferences,
    }),
    setMyAlertPreference: build.mutation<
      AlertPreferenceRow[],
      { kind: AlertKind; delivery: AlertDelivery | 'default' }
    >({
      query: (variables) => op(SetMyAlertPreferenceDocument, variables),
      transformResponse: (r: { setMyAlertPreference: AlertPreferenceRow[] }) => r.setMyAlertPreference,
      // The answer is the whole set: the cache takes it as it is, no refetch.
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        void dispatch(alertPreferencesApi.util.upsertQueryData('myAlertPreferences', undefined, data));
      },
    }),
  }),
});

export const { useMyAlertPreferencesQuery, useSetMyAlertPreferenceMutation } = alertPreferencesApi;

/** Delivery per kind: the server's answer, else (still loading, or failed) the role's defaults. */
export function effectivePreferences(
  role: RoleLike | null,
  rows: readonly AlertPreferenceRow[] | undefined,
): Record<AlertKind, AlertDelivery> {
  const saved: SavedAlertPreferences = {};
  for (const row of rows ?? [])
    if (isAlertKind(row.kind) && isAlertDelivery(row.delivery)) saved[row.kind] = row.delivery;
  return alertPreferencesOf(role, saved);
}
