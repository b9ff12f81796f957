import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';
import { liveFromAdded } from '../../lib/liveCacheEntry';
import { onRealtime } from '../shell/realtime';

/** The ID verification list's and the data-entry page's calls (02 §7), typed from idVerification.graphql. */
export type IdvListRow = G.IdvListRowFragment;
export type IdvListPageData = G.IdvListQuery['getIDVerifications'];
export type DataEntryVerification = G.IdvDataEntryFieldsFragment;
export type CompleteVerificationDataVariables = G.IdvCompleteDataMutationVariables;

const listApi = api.enhanceEndpoints({ addTagTypes: ['IdVerificationList'] });

/**
 * NEW_PENDING_VERIFICATION and REMOVE_PENDING_VERIFICATION (02 §7 "refresh lists") refresh
 * the list and its average. The events carry only ids, and whether a new row belongs on
 * the page shown depends on its filters and sort, so the page asks again; a burst of
 * events asks once.
 */
const LIVE_EVENTS = [
  REALTIME_EVENTS.NEW_PENDING_VERIFICATION,
  REALTIME_EVENTS.REMOVE_PENDING_VERIFICATION,
] as const;
const LIVE_REFRESH_MS = 500;

export const idVerificationListApi = listApi.injectEndpoints({
  endpoints: (build) => ({
    // Endpoint names are the operation names: the store's notice listener knows them by these.
    // Quiet: the list words its own failure ('Couldn't fetch', 02 §8).
    getIDVerifications: build.query<IdvListPageData, G.IdvListQueryVariables>({
      extraOptions: { quiet: true },
      query: (vars) => op(G.IdvListDocument, vars),
      transformResponse: (r: G.IdvListQuery) => r.getIDVerifications,
      providesTags: ['IdVerificationList'],
      // An event heard during the first load asks again once that load is in.
      async onCacheEntryAdded(_args, lifecycle) {
        let timer: ReturnType<typeof setTimeout> | null = null;
        const refresh = () => {
          if (timer !== null) return;
          timer = setTimeout(() => {
            timer = null;
            lifecycle.dispatch(listApi.util.invalidateTags(['IdVerificationList']));
          }, LIVE_REFRESH_MS);
        };
        await liveFromAdded(
          lifecycle,
          (hold) => LIVE_EVENTS.map((event) => onRealtime(event, hold(refresh))),
          { kind: 'refetch', refetch: refresh },
          () => {
            if (timer !== null) clearTimeout(timer);
          },
        );
      },
    }),
    getIDVerificationsAverageTime: build.query<number, G.IdvAverageTimeQueryVariables>({
      extraOptions: { quiet: true },
      query: (vars) => op(G.IdvAverageTimeDocument, vars),
      transformResponse: (r: G.IdvAverageTimeQuery) => r.getIDVerificationsAverageTime,
      providesTags: ['IdVerificationList'],
    }),
    // Quiet: the page words its failures ('Error While saving data', 'Error While Verifying').
    getVerificationIdForDataComplete: build.query<DataEntryVerification | null, string | null>({
      extraOptions: { quiet: true },
      query: (id) => op(G.IdvDataCompleteDocument, { _id: id }),
      transformResponse: (r: G.IdvDataCompleteQuery) => r.getVerificationIdForDataComplete,
    }),
    completeVerificationData: build.mutation<
      G.IdvCompleteDataMutation['completeVerificationData'],
      CompleteVerificationDataVariables
    >({
      extraOptions: { quiet: true },
      query: (vars) => op(G.IdvCompleteDataDocument, vars),
      transformResponse: (r: G.IdvCompleteDataMutation) => r.completeVerificationData,
      invalidatesTags: ['IdVerificationList'],
    }),
  }),
});

export const {
  useGetIDVerificationsQuery,
  useGetIDVerificationsAverageTimeQuery,
  useGetVerificationIdForDataCompleteQuery,
  useCompleteVerificationDataMutation,
} = idVerificationListApi;
