import { NOT_CHECKED_IN_MESSAGE } from './attendanceMessages';
import { FENCE_MESSAGES } from './fences';
import { ID_VERIFICATION_MESSAGES } from './idVerification';
import { INVENTORY_MESSAGES } from './inventory';
import { VERIFICATION_DATA_MESSAGES } from './idVerificationData';
import { APPROVAL_MESSAGES, APPROVAL_PENDING } from './moneyApprovals';

/**
 * The refusals a screen acts on, not only shows (issue 26 §6): each has a stable code, sent
 * beside the spec's words as the error extension `reason` (GraphQL) or body field (REST). The
 * renderer compares the code, so a reworded or translated message cannot break a screen; the
 * person still reads the words. The server throws them with `codedRefusal(code)` (platform/errors.ts).
 */
export const REFUSALS = {
  /** 01 §2: the workspace shows the check-in prompt. */
  NOT_CHECKED_IN: NOT_CHECKED_IN_MESSAGE,
  /** A money change held for a second signature: the dialog is done, the request waits. */
  [APPROVAL_PENDING]: APPROVAL_MESSAGES.held,
  /** The detail pages' "not found" (components/queryState), and every action naming a task. */
  TASK_NOT_FOUND: 'Task not found',
  ITEM_NOT_FOUND: INVENTORY_MESSAGES.itemNotFound,
  WAREHOUSE_NOT_FOUND: INVENTORY_MESSAGES.warehouseNotFound,
  /** The ride page's own states. */
  RIDE_NOT_FOUND: 'Ride not found!',
  RIDES_NOT_ALLOWED: 'You are not allowed to view rides.',
  /** An area saved by someone else since it was opened: the page offers a reload. */
  AREA_CHANGED: FENCE_MESSAGES.staleVersion,
  /** Data entry cannot go on with this verification: the form moves on. */
  VERIFICATION_NOT_FOUND: ID_VERIFICATION_MESSAGES.notFound,
  VERIFICATION_DATA_COMPLETED: VERIFICATION_DATA_MESSAGES.alreadyCompleted,
  VERIFICATION_NOT_ACCEPTED: VERIFICATION_DATA_MESSAGES.notAccepted,
} as const satisfies Record<string, string>;

export type RefusalCode = keyof typeof REFUSALS;

/** The error extension (and REST body field) that carries the code. */
export const REFUSAL_EXTENSION = 'reason';

export const isRefusalCode = (value: unknown): value is RefusalCode =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(REFUSALS, value);

/** The code an error's extensions (or a REST body) carry, when it is one of the list. */
export function refusalCodeIn(extensions: unknown): RefusalCode | undefined {
  if (typeof extensions !== 'object' || extensions === null) return undefined;
  const value = (extensions as Record<string, unknown>)[REFUSAL_EXTENSION];
  return isRefusalCode(value) ? value : undefined;
}
