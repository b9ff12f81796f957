import { eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../../platform/deps';
import { areas } from '../../areas';
import type { SessionInfo } from '../../../platform/session/sessionTypes';
import { UserError } from '../../../platform/errors';
import { users } from '../../../platform/session/tables';
import { runUserAction, type UserActionResult } from './target';

export const AREA_MESSAGES = {
  nothingChosen: 'Choose an area or ops areas.',
  notFound: 'Area not found!',
  notOperations: 'Only operations users have ops areas.',
  assigned: 'Area has been assigned.',
} as const;

/**
 * assignArea (edit-area rule: on oneself users.EDIT_SELF_AREA, otherwise the edit-user
 * rule): the user's area, and for operations users their ops areas. An empty ops-area
 * list is a real choice (no areas); every id given must name an existing area.
 */
export async function assignArea(
  deps: Deps,
  session: SessionInfo,
  input: { userId: string; areaId?: string | null; opsAreas?: readonly string[] | null },
): Promise<UserActionResult> {
  const areaId = input.areaId?.trim() || null;
  const opsAreas = input.opsAreas
    ? [...new Set(input.opsAreas.map((id) => id.trim()).filter(Boolean))]
    : null;
  if (!areaId && !opsAreas) throw new UserError(AREA_MESSAGES.nothingChosen);
  return runUserAction(
    deps,
    session,
    { userId: input.userId, action: 'assignArea', name: 'assignArea' },
    async (tx, target, now) => {
      if (opsAreas && target.type !== 'operations') throw new UserError(AREA_MESSAGES.notOperations);
      const wanted = [...new Set([...(areaId ? [areaId] : []), ...(opsAreas ?? [])])];
      if (wanted.length) {
        const found = await tx.select({ id: areas.id }).from(areas).where(inArray(areas.id, wanted));
        if (found.length !== wanted.length) throw new UserError(AREA_MESSAGES.notFound);
      }
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      if (areaId) {
        before.areaId = target.areaId;
        after.areaId = areaId;
      }
      if (opsAreas) {
        before.opsAreas = target.opsAreas;
        after.opsAreas = opsAreas;
      }
      await tx
        .update(users)
        .set({ ...(areaId ? { areaId } : {}), ...(opsAreas ? { opsAreas } : {}), updatedAt: now })
        .where(eq(users.id, target.id));
      return { before, after, result: { _id: target.id, message: AREA_MESSAGES.assigned } };
    },
  );
}
