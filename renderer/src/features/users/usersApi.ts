import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { USERS_LIST } from '@ops/shared/lists/users';
import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';
import { liveFromAdded } from '../../lib/liveCacheEntry';
import { onRealtime } from '../shell/realtime';
import { newUserRow, takesNewUsers, withNewUser } from './liveNewUser';

/** The Users list's calls (02 §7), typed from users.graphql. */
export type UserRow = G.UsersListRowFragment;
export type UsersPageData = G.UsersListQuery['getUsers'];
export type UsersSum = G.UsersSumQuery['sumOfUsers'];

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Endpoint names are the operation names: the store's notice listener knows them by these.
    getUsers: build.query<UsersPageData, G.UsersListQueryVariables>({
      query: (vars) => op(G.UsersListDocument, vars),
      transformResponse: (r: G.UsersListQuery) => r.getUsers,
      // NEW_USER: the first page, newest first and unfiltered, gets the new row (liveNewUser.ts).
      // A user heard during the first load is added after it (once: withNewUser is keyed by id).
      async onCacheEntryAdded(args, lifecycle) {
        if (!takesNewUsers(args)) return;
        const rowsPerPage = args.rowsPerPage ?? USERS_LIST.pageSize;
        await liveFromAdded(
          lifecycle,
          (hold) => [
            onRealtime(
              REALTIME_EVENTS.NEW_USER,
              hold((event) =>
                lifecycle.updateCachedData((page) => withNewUser(page, newUserRow(event), rowsPerPage)),
              ),
            ),
          ],
          { kind: 'replay' },
        );
      },
    }),
    searchUsers: build.query<UsersPageData, G.UsersSearchQueryVariables>({
      query: (vars) => op(G.UsersSearchDocument, vars),
      transformResponse: (r: G.UsersSearchQuery) => r.searchUsers,
    }),
    usersRoleOptions: build.query<G.UsersRoleOptionsQuery['getAllRoles'], void>({
      query: () => op(G.UsersRoleOptionsDocument),
      transformResponse: (r: G.UsersRoleOptionsQuery) => r.getAllRoles,
    }),
    sumOfUsers: build.query<UsersSum, G.UsersSumQueryVariables>({
      query: (vars) => op(G.UsersSumDocument, vars),
      transformResponse: (r: G.UsersSumQuery) => r.sumOfUsers,
    }),
  }),
});

export const { useGetUsersQuery, useSearchUsersQuery, useSumOfUsersQuery, useUsersRoleOptionsQuery } =
  usersApi;
