import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

/** The wallet logs table's call (02 §7 getWalletLogging), typed from walletLogs.graphql. */
export type WalletLogsRow = G.WalletLogsRowFragment;
export type WalletLogsPageData = G.WalletLogsListQuery['getWalletLogging'];

export const walletLogsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Endpoint names are the operation names: the store's notice listener knows them by these.
    getWalletLogging: build.query<WalletLogsPageData, G.WalletLogsListQueryVariables>({
      query: (vars) => op(G.WalletLogsListDocument, vars),
      transformResponse: (r: G.WalletLogsListQuery) => r.getWalletLogging,
    }),
  }),
});

export const { useGetWalletLoggingQuery } = walletLogsApi;
