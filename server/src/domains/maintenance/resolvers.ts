import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { listMaintenanceRecords, listMaintenanceTickets } from './queries';
import {
  acceptMaintenanceTicket,
  openMaintenanceTicket,
  rejectMaintenanceRecord,
  rejectMaintenanceTicket,
  resolveMaintenanceRecord,
  submitMaintenanceRecord,
} from './service';

/** Maintenance (issue 9 §9): gates on the schema, transitions in the service. */
export const maintenanceResolvers: Resolvers = {
  Query: {
    maintenanceRecords: (_p, args, ctx) => listMaintenanceRecords(ctx.deps, requireSession(ctx), args),
    maintenanceTickets: (_p, args, ctx) => listMaintenanceTickets(ctx.deps, requireSession(ctx), args),
  },
  Mutation: {
    openMaintenanceTicket: (_p, args, ctx) => openMaintenanceTicket(ctx.deps, requireSession(ctx), args),
    acceptMaintenanceTicket: (_p, args, ctx) => acceptMaintenanceTicket(ctx.deps, requireSession(ctx), args),
    rejectMaintenanceTicket: (_p, args, ctx) => rejectMaintenanceTicket(ctx.deps, requireSession(ctx), args),
    submitMaintenanceRecord: (_p, args, ctx) => submitMaintenanceRecord(ctx.deps, requireSession(ctx), args),
    resolveMaintenanceRecord: (_p, args, ctx) =>
      resolveMaintenanceRecord(ctx.deps, requireSession(ctx), args),
    rejectMaintenanceRecord: (_p, args, ctx) => rejectMaintenanceRecord(ctx.deps, requireSession(ctx), args),
  },
};
