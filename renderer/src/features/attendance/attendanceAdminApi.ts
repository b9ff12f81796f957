import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

export type AdminAttendanceRow = G.AdminAttendanceFieldsFragment;
export type AdminAttendancePage = G.AdminAttendancesQuery['getAttendances'];
export type AttendanceEditEntry = G.AdminAttendanceEditsQuery['getAttendanceEdits'][number];
export type MyAttendance = G.MyAttendancePointQuery;

const LIST = { type: 'AdminAttendance', id: 'LIST' } as const;

/** /app/attendance and /app/attendance/user/{id}'s calls; the tag is added here, so no shared file changes. */
export const attendanceAdminApi = api.enhanceEndpoints({ addTagTypes: ['AdminAttendance'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminAttendances: build.query<AdminAttendancePage, G.AdminAttendancesQueryVariables>({
      query: (vars) => op(G.AdminAttendancesDocument, vars),
      transformResponse: (r: G.AdminAttendancesQuery) => r.getAttendances,
      providesTags: [LIST],
    }),
    getAttendanceUserSummary: build.query<
      G.AdminAttendanceUserSummaryQuery['getAttendanceUserSummary'],
      G.AdminAttendanceUserSummaryQueryVariables
    >({
      query: (vars) => op(G.AdminAttendanceUserSummaryDocument, vars),
      transformResponse: (r: G.AdminAttendanceUserSummaryQuery) => r.getAttendanceUserSummary,
      providesTags: [LIST],
    }),
    getAttendanceFilterOptions: build.query<
      G.AdminAttendanceFilterOptionsQuery['getAttendanceFilterOptions'],
      void
    >({
      query: () => op(G.AdminAttendanceFilterOptionsDocument),
      transformResponse: (r: G.AdminAttendanceFilterOptionsQuery) => r.getAttendanceFilterOptions,
    }),
    getAttendanceEdits: build.query<AttendanceEditEntry[], G.AdminAttendanceEditsQueryVariables>({
      query: (vars) => op(G.AdminAttendanceEditsDocument, vars),
      transformResponse: (r: G.AdminAttendanceEditsQuery) => r.getAttendanceEdits,
      providesTags: [LIST],
    }),
    myAttendancePoint: build.query<MyAttendance, void>({
      query: () => op(G.MyAttendancePointDocument),
      providesTags: [LIST],
    }),
    editAttendance: build.mutation<AdminAttendanceRow, G.AdminEditAttendanceMutationVariables>({
      query: (vars) => op(G.AdminEditAttendanceDocument, vars),
      transformResponse: (r: G.AdminEditAttendanceMutation) => r.editAttendance,
      invalidatesTags: [LIST],
    }),
    fieldCheckIn: build.mutation<AdminAttendanceRow, G.FieldCheckInMutationVariables>({
      query: (vars) => op(G.FieldCheckInDocument, vars),
      transformResponse: (r: G.FieldCheckInMutation) => r.checkInAtAttendancePoint,
      invalidatesTags: [LIST],
    }),
    fieldCheckOut: build.mutation<AdminAttendanceRow, G.FieldCheckOutMutationVariables>({
      query: (vars) => op(G.FieldCheckOutDocument, vars),
      transformResponse: (r: G.FieldCheckOutMutation) => r.checkOutAtAttendancePoint,
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useGetAdminAttendancesQuery,
  useGetAttendanceUserSummaryQuery,
  useGetAttendanceFilterOptionsQuery,
  useGetAttendanceEditsQuery,
  useMyAttendancePointQuery,
  useEditAttendanceMutation,
  useFieldCheckInMutation,
  useFieldCheckOutMutation,
} = attendanceAdminApi;
