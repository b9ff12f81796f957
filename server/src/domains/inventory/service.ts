import { SORT_OUTCOMES, INVENTORY_MESSAGES, type SortOutcome } from '@ops/shared/rules/inventory';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { UserError } from '../../platform/errors';
import type {
  MutationConsumeInventoryItemArgs,
  MutationSortInventoryReturnsArgs,
} from '../../platform/generated/graphql';
import { INVENTORY_IMAGE_PREFIX } from '../../platform/uploads/inventoryImageKeys';
import { consumeItem, sortReturned } from './movements';
import { consumeRequested, createRequest } from './requests';
import type { MovementRow, RequestRow } from './tables';

/** The entrance of the inventory domain for resolvers: argument shapes in, rows out. */

/** consumeInventoryItem (03 §7): with requestId the reserved units, else free units of item and warehouse. */
export function consumeInventoryItem(
  deps: Deps,
  session: SessionInfo,
  args: MutationConsumeInventoryItemArgs,
): Promise<MovementRow> {
  if (args.requestId) {
    return consumeRequested(deps, session, {
      requestId: args.requestId,
      vehicle: args.vehicle,
      opsTaskId: args.opsTaskId,
      taskId: args.taskId,
      reason: args.reason,
    });
  }
  if (!args.itemId) throw new UserError(INVENTORY_MESSAGES.itemNotFound);
  if (!args.warehouseId) throw new UserError(INVENTORY_MESSAGES.warehouseNotFound);
  return consumeItem(deps, session, {
    itemId: args.itemId,
    warehouseId: args.warehouseId,
    quantity: args.quantity ?? 0,
    vehicle: args.vehicle,
    opsTaskId: args.opsTaskId,
    taskId: args.taskId,
    reason: args.reason ?? '',
  });
}

export function sortInventoryReturns(
  deps: Deps,
  session: SessionInfo,
  args: MutationSortInventoryReturnsArgs,
): Promise<MovementRow> {
  if (!(SORT_OUTCOMES as readonly string[]).includes(args.outcome))
    throw new UserError(`Outcome must be one of ${SORT_OUTCOMES.join(', ')}`);
  return sortReturned(deps, session, { ...args, outcome: args.outcome as SortOutcome });
}

/** A damaged-part photo must be one uploaded through PUT /upload-inventory. */
export function reportDamagedParts(
  deps: Deps,
  session: SessionInfo,
  args: {
    itemId: string;
    warehouseId: string;
    quantity: number;
    reason: string;
    vehicle?: string | null;
    opsTaskId?: string | null;
    image?: string | null;
  },
): Promise<RequestRow> {
  const image = args.image?.trim() || null;
  if (image && (!image.startsWith(INVENTORY_IMAGE_PREFIX) || image.includes('..')))
    throw new UserError("Couldn't Upload Image");
  return createRequest(deps, session, { ...args, kind: 'damaged', imageKey: image });
}

/** Signs only inventory images: this query must not become a way to read another domain's files. */
export function signInventoryImage(deps: Deps, imageUrl: string): string {
  if (!imageUrl.startsWith(INVENTORY_IMAGE_PREFIX) || imageUrl.includes('..'))
    throw new UserError('Image not found');
  return deps.storage.signedUrl(imageUrl);
}
