import type { UserLifeCycleFilters } from '@ops/shared/lists/userLifeCycle';
import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

/** userLifeCycle (02 §7), typed from userLifeCycle.graphql. */
export type LifeCycleAnswer = G.UserLifeCycleQuery['userLifeCycle'];
export type LifeCycleRow = LifeCycleAnswer['data'][number];

/** The kit's filters and page as userLifeCycle's separate arguments (_id, dates, ..., paging). */
export function lifeCycleVariables(
  filters: UserLifeCycleFilters,
  page: number,
  pageSize: number,
): G.UserLifeCycleQueryVariables {
  return {
    _id: filters.user,
    dates: filters.date,
    logCase: filters.logCase,
    area: filters.area,
    role: filters.role,
    vehicleId: filters.vehicleId,
    batterySerial: filters.batterySerial,
    paging: { pageNumber: page, rowsPerPage: pageSize },
  };
}

export const userLifeCycleApi = api.injectEndpoints({
  endpoints: (build) => ({
    userLifeCycle: build.query<LifeCycleAnswer, G.UserLifeCycleQueryVariables>({
      query: (vars) => op(G.UserLifeCycleDocument, vars),
      transformResponse: (r: G.UserLifeCycleQuery) => r.userLifeCycle,
    }),
    lifeCycleRoleOptions: build.query<G.LifeCycleRoleOptionsQuery['getAllRoles'], void>({
      query: () => op(G.LifeCycleRoleOptionsDocument),
      transformResponse: (r: G.LifeCycleRoleOptionsQuery) => r.getAllRoles,
    }),
  }),
});

export const { useUserLifeCycleQuery, useLifeCycleRoleOptionsQuery } = userLifeCycleApi;
