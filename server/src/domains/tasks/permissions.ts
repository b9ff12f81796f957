import { can } from '@ops/shared/rules/permissions/can';
import type { Gate } from '@ops/shared/rules/permissions/catalogue';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { UserError } from '../../platform/errors';
import type { TaskActor } from './history';

export const NO_PERMISSION = 'You do not have permission to do this.';

/**
 * Finer rules than the schema gate (acting on another user, a custom pending time).
 * A UserError, not FORBIDDEN: the client shows code-500 messages, and the agent needs
 * to read why (01 §8).
 */
export function requireCan(session: SessionInfo, gate: Gate): void {
  if (!can(session.role, gate)) throw new UserError(NO_PERMISSION);
}

export function actorOf(session: SessionInfo): TaskActor {
  return { _id: session.user._id, name: session.user.name, phoneNumber: session.user.phoneNumber };
}
