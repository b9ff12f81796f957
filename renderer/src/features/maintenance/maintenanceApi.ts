import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

export type MaintenanceRecordRow = G.MaintenanceRecordFieldsFragment;
export type MaintenanceTicketRow = G.MaintenanceTicketFieldsFragment;

const RECORDS = { type: 'MaintenanceRecord', id: 'LIST' } as const;
const TICKETS = { type: 'MaintenanceTicket', id: 'LIST' } as const;

/** /app/maintenance's calls: accepting a ticket opens a record, so it refreshes both lists. */
export const maintenanceApi = api
  .enhanceEndpoints({ addTagTypes: ['MaintenanceRecord', 'MaintenanceTicket'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getMaintenanceRecords: build.query<
        G.MaintenanceRecordsListQuery['maintenanceRecords'],
        G.MaintenanceRecordsListQueryVariables
      >({
        query: (vars) => op(G.MaintenanceRecordsListDocument, vars),
        transformResponse: (r: G.MaintenanceRecordsListQuery) => r.maintenanceRecords,
        providesTags: [RECORDS],
      }),
      getMaintenanceTickets: build.query<
        G.MaintenanceTicketsListQuery['maintenanceTickets'],
        G.MaintenanceTicketsListQueryVariables
      >({
        query: (vars) => op(G.MaintenanceTicketsListDocument, vars),
        transformResponse: (r: G.MaintenanceTicketsListQuery) => r.maintenanceTickets,
        providesTags: [TICKETS],
      }),
      openMaintenanceTicket: build.mutation<MaintenanceTicketRow, G.MaintenanceTicketOpenMutationVariables>({
        query: (vars) => op(G.MaintenanceTicketOpenDocument, vars),
        transformResponse: (r: G.MaintenanceTicketOpenMutation) => r.openMaintenanceTicket,
        invalidatesTags: [TICKETS],
      }),
      acceptMaintenanceTicket: build.mutation<
        MaintenanceTicketRow,
        G.MaintenanceTicketAcceptMutationVariables
      >({
        query: (vars) => op(G.MaintenanceTicketAcceptDocument, vars),
        transformResponse: (r: G.MaintenanceTicketAcceptMutation) => r.acceptMaintenanceTicket,
        invalidatesTags: [TICKETS, RECORDS],
      }),
      rejectMaintenanceTicket: build.mutation<
        MaintenanceTicketRow,
        G.MaintenanceTicketRejectMutationVariables
      >({
        query: (vars) => op(G.MaintenanceTicketRejectDocument, vars),
        transformResponse: (r: G.MaintenanceTicketRejectMutation) => r.rejectMaintenanceTicket,
        invalidatesTags: [TICKETS],
      }),
      submitMaintenanceRecord: build.mutation<
        MaintenanceRecordRow,
        G.MaintenanceRecordSubmitMutationVariables
      >({
        query: (vars) => op(G.MaintenanceRecordSubmitDocument, vars),
        transformResponse: (r: G.MaintenanceRecordSubmitMutation) => r.submitMaintenanceRecord,
        invalidatesTags: [RECORDS],
      }),
      resolveMaintenanceRecord: build.mutation<
        MaintenanceRecordRow,
        G.MaintenanceRecordResolveMutationVariables
      >({
        query: (vars) => op(G.MaintenanceRecordResolveDocument, vars),
        transformResponse: (r: G.MaintenanceRecordResolveMutation) => r.resolveMaintenanceRecord,
        invalidatesTags: [RECORDS],
      }),
      rejectMaintenanceRecord: build.mutation<
        MaintenanceRecordRow,
        G.MaintenanceRecordRejectMutationVariables
      >({
        query: (vars) => op(G.MaintenanceRecordRejectDocument, vars),
        transformResponse: (r: G.MaintenanceRecordRejectMutation) => r.rejectMaintenanceRecord,
        invalidatesTags: [RECORDS],
      }),
    }),
  });

export const {
  useGetMaintenanceRecordsQuery,
  useGetMaintenanceTicketsQuery,
  useOpenMaintenanceTicketMutation,
  useAcceptMaintenanceTicketMutation,
  useRejectMaintenanceTicketMutation,
  useSubmitMaintenanceRecordMutation,
  useResolveMaintenanceRecordMutation,
  useRejectMaintenanceRecordMutation,
} = maintenanceApi;
