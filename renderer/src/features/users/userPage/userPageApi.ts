import { api, op } from '../../../app/api';
import * as G from '../../../generated/graphql';

/**
 * The user page's reads (02 §7), typed from userPage.graphql. The page's user is the tag
 * `{ type: 'User', id }`: the actions (helper C2's mutations) invalidate it and every read
 * of that user here refreshes; 'UserAudit' is the History tab's.
 */
export type UserInfo = NonNullable<G.UserPageInfoQuery['getUserInfo']>;
export type UserRideRow = G.UserPageRidesQuery['rides']['rides'][number];
export type UsedPromocodeRow = G.UserPageUsedPromocodesQuery['getUsedPromocodes']['promocodes'][number];
export type ReferralPage = G.UserPageReferralFieldsFragment;
export type RelatedDeviceUser = G.UserPageRelatedDevicesQuery['getRelatedUsersOfDeviceId'][number];

const userTag = (id: string) => [{ type: 'User' as const, id }];

export const userPageApi = api.enhanceEndpoints({ addTagTypes: ['User', 'UserAudit'] }).injectEndpoints({
  endpoints: (build) => ({
    // Endpoint names are the operation names: the store's notice listener knows them by these.
    getUserInfo: build.query<UserInfo | null, string>({
      query: (id) => op(G.UserPageInfoDocument, { id }),
      transformResponse: (r: G.UserPageInfoQuery) => r.getUserInfo ?? null,
      providesTags: (_r, _e, id) => userTag(id),
    }),
    getUsersRevenues: build.query<G.UserPageRevenuesQuery['getUsersRevenues'], string>({
      query: (id) => op(G.UserPageRevenuesDocument, { id }),
      transformResponse: (r: G.UserPageRevenuesQuery) => r.getUsersRevenues,
      providesTags: (_r, _e, id) => userTag(id),
    }),
    getRelatedUsersOfDeviceId: build.query<RelatedDeviceUser[], string>({
      query: (id) => op(G.UserPageRelatedDevicesDocument, { id }),
      transformResponse: (r: G.UserPageRelatedDevicesQuery) => r.getRelatedUsersOfDeviceId,
      providesTags: (_r, _e, id) => userTag(id),
    }),
    getUsedPromocodes: build.query<
      G.UserPageUsedPromocodesQuery['getUsedPromocodes'],
      G.UserPageUsedPromocodesQueryVariables
    >({
      query: (vars) => op(G.UserPageUsedPromocodesDocument, vars),
      transformResponse: (r: G.UserPageUsedPromocodesQuery) => r.getUsedPromocodes,
      providesTags: (_r, _e, { userId }) => userTag(userId),
    }),
    getReferredUsers: build.query<ReferralPage, G.UserPageReferredUsersQueryVariables>({
      query: (vars) => op(G.UserPageReferredUsersDocument, vars),
      transformResponse: (r: G.UserPageReferredUsersQuery) => r.getReferredUsers,
      providesTags: (_r, _e, { userId }) => userTag(userId),
    }),
    getReferInitiator: build.query<ReferralPage, G.UserPageReferInitiatorQueryVariables>({
      query: (vars) => op(G.UserPageReferInitiatorDocument, vars),
      transformResponse: (r: G.UserPageReferInitiatorQuery) => r.getReferInitiator,
      providesTags: (_r, _e, { userId }) => userTag(userId),
    }),
    // Not 'rides': the workspace's rides tab has its own endpoint; this one is the user page's.
    userRides: build.query<G.UserPageRidesQuery['rides'], G.UserPageRidesQueryVariables & { userId: string }>(
      {
        query: ({ userId: _userId, ...vars }) => op(G.UserPageRidesDocument, vars),
        transformResponse: (r: G.UserPageRidesQuery) => r.rides,
        providesTags: (_r, _e, { userId }) => userTag(userId),
      },
    ),
    // The subscription row's stop buttons (01 §2), refreshing this page's user.
    stopUserPlan: build.mutation<unknown, { id: string; remove: boolean; userId: string }>({
      query: ({ id, remove }) => op(G.UserPageStopPlanDocument, { id, remove }),
      invalidatesTags: (_r, _e, { userId }) => [...userTag(userId), { type: 'UserAudit', id: userId }],
    }),
  }),
});

export const {
  useStopUserPlanMutation,
  useGetUserInfoQuery,
  useGetUsersRevenuesQuery,
  useGetRelatedUsersOfDeviceIdQuery,
  useGetUsedPromocodesQuery,
  useGetReferredUsersQuery,
  useGetReferInitiatorQuery,
  useUserRidesQuery,
} = userPageApi;
