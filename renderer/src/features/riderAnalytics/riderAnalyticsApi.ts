import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

export type UserAnalytics = G.UserAnalyticsQuery;
export type UserCohorts = G.UserCohortsQuery['getUserCohorts'];
export type StaffLifeCycleAnalytics = G.StaffLifeCycleAnalyticsQuery['userLifeCycleAnalytics'];
export type WalletAnalytics = G.WalletAnalyticsQuery['getWalletAnalytics'];

/** The rider analytics pages: each asks once for every area and narrows on the client (02 §4). */
export const riderAnalyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    userAnalytics: build.query<UserAnalytics, G.UserAnalyticsQueryVariables>({
      query: (variables) => op(G.UserAnalyticsDocument, variables),
    }),
    userCohorts: build.query<UserCohorts, G.UserCohortsQueryVariables>({
      query: (variables) => op(G.UserCohortsDocument, variables),
      transformResponse: (r: G.UserCohortsQuery) => r.getUserCohorts,
    }),
    staffLifeCycleAnalytics: build.query<StaffLifeCycleAnalytics, G.StaffLifeCycleAnalyticsQueryVariables>({
      query: (variables) => op(G.StaffLifeCycleAnalyticsDocument, variables),
      transformResponse: (r: G.StaffLifeCycleAnalyticsQuery) => r.userLifeCycleAnalytics,
    }),
    walletAnalytics: build.query<WalletAnalytics, G.WalletAnalyticsQueryVariables>({
      query: (variables) => op(G.WalletAnalyticsDocument, variables),
      transformResponse: (r: G.WalletAnalyticsQuery) => r.getWalletAnalytics,
    }),
  }),
});

export const {
  useUserAnalyticsQuery,
  useUserCohortsQuery,
  useStaffLifeCycleAnalyticsQuery,
  useWalletAnalyticsQuery,
} = riderAnalyticsApi;
