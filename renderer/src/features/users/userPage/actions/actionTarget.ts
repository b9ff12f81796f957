import {
  canDoUserAction,
  canEditBalance,
  type Person,
  type UserAction,
} from '@ops/shared/rules/permissions/editRules';
import { parseRole } from '@ops/shared/rules/permissions/parseRole';
import type { SessionUser } from '../../../auth/sessionUser';
import type { UserInfo } from '../userPageApi';

/** What the panel may offer, by the same shared rules the server refuses with (02 §6). */
export interface ActionRights {
  may: (action: UserAction) => boolean;
  mayEditBalance: boolean;
}

export function actionRights(me: SessionUser | null, user: UserInfo): ActionRights {
  const actor: Person | null = me ? { _id: me._id, role: me.role } : null;
  const target: Person = { _id: user._id, role: parseRole(user.role) };
  return {
    may: (action) => canDoUserAction(action, actor, target),
    mayEditBalance: !!actor && canEditBalance(actor, target),
  };
}
