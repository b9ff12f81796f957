import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { createInventoryItem, getInventoryItem, listAllInventoryItems, updateInventoryItem } from './items';
import { cancelTransfer, receiveTransfer, recordInput, recordReturn, sendTransfer } from './movements';
import { presentMovement, presentRequest } from './present';
import {
  getWarehouse,
  inventoryAnalytics,
  listMovements,
  listRequests,
  listWarehouses,
  urgentStock,
} from './queries';
import { createRequest, fulfilRequest, refuseRequest } from './requests';
import {
  consumeInventoryItem,
  reportDamagedParts,
  signInventoryImage,
  sortInventoryReturns,
} from './service';

/** Inventory (shared/graphql/schema/inventory.graphql); the gates are on the schema. */
export const inventoryResolvers: Resolvers = {
  Query: {
    listAllInventoryItems: (_p, args, ctx) => listAllInventoryItems(ctx.deps, args),
    getInventoryItem: (_p, args, ctx) => getInventoryItem(ctx.deps, args._id),
    getInventoryItemImagePreSignedUrl: (_p, args, ctx) => signInventoryImage(ctx.deps, args.imageUrl),
    inventoryMovements: (_p, args, ctx) => listMovements(ctx.deps, args),
    listInventoryWarehouses: (_p, args, ctx) => listWarehouses(ctx.deps, args),
    getInventoryWarehouse: (_p, args, ctx) => getWarehouse(ctx.deps, args._id),
    inventoryUrgent: (_p, args, ctx) => urgentStock(ctx.deps, args.warehouseId),
    inventoryAnalytics: (_p, args, ctx) => inventoryAnalytics(ctx.deps, args),
    inventoryRequests: (_p, args, ctx) => listRequests(ctx.deps, requireSession(ctx), args),
  },
  Mutation: {
    createInventoryItem: (_p, args, ctx) => createInventoryItem(ctx.deps, args.input),
    updateInventoryItem: (_p, args, ctx) => updateInventoryItem(ctx.deps, args._id, args.input),
    addInventoryInput: async (_p, args, ctx) =>
      presentMovement(ctx.deps.db, await recordInput(ctx.deps, requireSession(ctx), args)),
    transferInventoryItem: async (_p, args, ctx) =>
      presentMovement(ctx.deps.db, await sendTransfer(ctx.deps, requireSession(ctx), args)),
    receiveInventoryTransfer: async (_p, args, ctx) =>
      presentMovement(ctx.deps.db, await receiveTransfer(ctx.deps, requireSession(ctx), args._id)),
    cancelInventoryTransfer: async (_p, args, ctx) =>
      presentMovement(ctx.deps.db, await cancelTransfer(ctx.deps, requireSession(ctx), args._id)),
    consumeInventoryItem: async (_p, args, ctx) =>
      presentMovement(ctx.deps.db, await consumeInventoryItem(ctx.deps, requireSession(ctx), args)),
    returnInventoryItem: async (_p, args, ctx) =>
      presentMovement(ctx.deps.db, await recordReturn(ctx.deps, requireSession(ctx), args)),
    sortInventoryReturns: async (_p, args, ctx) =>
      presentMovement(ctx.deps.db, await sortInventoryReturns(ctx.deps, requireSession(ctx), args)),
    requestInventoryParts: async (_p, args, ctx) =>
      presentRequest(ctx.deps, await createRequest(ctx.deps, requireSession(ctx), { ...args, kind: 'part' })),
    reportDamagedParts: async (_p, args, ctx) =>
      presentRequest(ctx.deps, await reportDamagedParts(ctx.deps, requireSession(ctx), args)),
    fulfilInventoryRequest: async (_p, args, ctx) =>
      presentRequest(
        ctx.deps,
        await fulfilRequest(ctx.deps, requireSession(ctx), { requestId: args._id, comment: args.comment }),
      ),
    refuseInventoryRequest: async (_p, args, ctx) =>
      presentRequest(
        ctx.deps,
        await refuseRequest(ctx.deps, requireSession(ctx), { requestId: args._id, comment: args.comment }),
      ),
  },
};
