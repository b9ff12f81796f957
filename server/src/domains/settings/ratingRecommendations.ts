import { and, asc, eq, sql } from 'drizzle-orm';
import { recommendationError, SETTINGS_MESSAGES } from '@ops/shared/rules/settingsLists';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { UserError } from '../../platform/errors';
import { newId } from '../../platform/lib/ids';
import { isUniqueViolation } from '../tasks';
import { ratingRecommendations } from './tables';

type Row = typeof ratingRecommendations.$inferSelect;
const view = (row: Row) => ({ _id: row.id, stars: row.stars, text: row.text, order: row.sortOrder });

export async function getRatingRecommendations(deps: Deps) {
  const rows = await deps.db
    .select()
    .from(ratingRecommendations)
    .orderBy(
      asc(ratingRecommendations.stars),
      asc(ratingRecommendations.sortOrder),
      asc(ratingRecommendations.id),
    );
  return rows.map(view);
}

export async function addRatingRecommendation(
  deps: Deps,
  session: SessionInfo,
  input: { stars: number; text: string },
) {
  const problem = recommendationError(input);
  if (problem) throw new UserError(problem);
  const text = input.text.trim();
  try {
    const [row] = await deps.db
      .insert(ratingRecommendations)
      .values({
        id: newId(),
        stars: input.stars,
        text,
        // Last of its star count.
        sortOrder: sql`(SELECT coalesce(max(sort_order), 0) + 1 FROM rating_recommendations WHERE stars = ${input.stars})`,
        createdBy: session.user._id,
        createdAt: deps.clock.now(),
      })
      .returning();
    return view(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new UserError(SETTINGS_MESSAGES.duplicateRecommendation);
    throw error;
  }
}

export async function deleteRatingRecommendation(deps: Deps, input: { id: string }) {
  const removed = await deps.db
    .delete(ratingRecommendations)
    .where(and(eq(ratingRecommendations.id, input.id)))
    .returning();
  if (removed.length === 0) throw new UserError(SETTINGS_MESSAGES.recommendationNotFound);
  return { success: true, message: 'Recommendation deleted' };
}
