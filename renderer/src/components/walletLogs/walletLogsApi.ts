import { shouldPrependWaiveEntry } from '@ops/shared/rules/fineWaive';
import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

/** The wallet logs table's calls (02 §7 getWalletLogging, waiveFine), typed from walletLogs.graphql. */
export type WalletLogsRow = G.ResolveWalletLogFieldsFragment;
export type WalletLogsPageData = G.WalletLogsListQuery['getWalletLogging'];
export type WalletLogsArgs = G.WalletLogsListQueryVariables;

// 'WalletLogs' (one user's logs, which the workspace's balance actions invalidate) and 'User'
// (the user page's user, whose balance a waive changes). Adding a known tag type again is harmless.
export const walletLogsApi = api.enhanceEndpoints({ addTagTypes: ['WalletLogs', 'User'] }).injectEndpoints({
  endpoints: (build) => ({
    // Endpoint names are the operation names: the store's notice listener knows them by these.
    getWalletLogging: build.query<WalletLogsPageData, WalletLogsArgs>({
      query: (vars) => op(G.WalletLogsListDocument, vars),
      transformResponse: (r: G.WalletLogsListQuery) => r.getWalletLogging,
      providesTags: (_r, _e, { userId }) => [{ type: 'WalletLogs', id: userId ?? 'LIST' }],
    }),
    // Not 'waiveFine': the workspace's endpoint has that name with its own cache tags. A failure is
    // the notice listener's (the server's message on 500, else 'Something went wrong!', 02 §8).
    waiveFineFromWalletLogs: build.mutation<
      WalletLogsRow | null,
      G.WalletLogsWaiveFineMutationVariables & { list: WalletLogsArgs }
    >({
      query: ({ walletLogId, userId }) => op(G.WalletLogsWaiveFineDocument, { walletLogId, userId }),
      transformResponse: (r: G.WalletLogsWaiveFineMutation) => r.waiveFine,
      // The balance moved: the user page's header reads it. The table itself is patched below.
      invalidatesTags: (_r, error, { userId }) => (error ? [] : [{ type: 'User', id: userId }]),
      // 02 §4: the fine is marked waived and the new entry is prepended when the type filter is unset or FINE_WAIVE.
      async onQueryStarted({ walletLogId, list }, { dispatch, queryFulfilled }) {
        const { data: entry } = await queryFulfilled.catch(() => ({ data: null }));
        if (!entry) return;
        dispatch(
          walletLogsApi.util.updateQueryData('getWalletLogging', list, (page) => {
            const fine = page.logs.find((log) => log._id === walletLogId);
            if (fine) fine.isWaived = true;
            if (shouldPrependWaiveEntry(list.type)) {
              page.logs.unshift(entry);
              page.count += 1;
            }
          }),
        );
      },
    }),
  }),
});

export const { useGetWalletLoggingQuery, useWaiveFineFromWalletLogsMutation } = walletLogsApi;
