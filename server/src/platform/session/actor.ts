import type { Person } from '@ops/shared/rules/permissions/editRules';
import type { SessionInfo } from './sessionTypes';

/** The signed-in user as the edit rules see them: their id and role. */
export const actorOf = (session: SessionInfo): Person => ({ _id: session.user._id, role: session.role });
