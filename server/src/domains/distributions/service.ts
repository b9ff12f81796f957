import { eq } from 'drizzle-orm';
import { distributionProblem, type DistributionPointInput } from '@ops/shared/rules/distributions';
import type { Deps } from '../../platform/deps';
import { areas } from '../areas';
import { UserError } from '../../platform/errors';
import { newId } from '../../platform/lib/ids';
import { presentDistribution, type DistributionView } from './queries';
import { distributions } from './tables';

/**
 * The add-points mode's save (03 §2.5): the points become a new distribution of the area,
 * and so the area's points on the map (mapDistributions shows each area's newest).
 */
export async function addDistribution(
  deps: Pick<Deps, 'db' | 'clock'>,
  args: { areaId: string; points: DistributionPointInput[] },
): Promise<DistributionView> {
  const problem = distributionProblem(args.points);
  if (problem) throw new UserError(problem);
  const [area] = await deps.db
    .select({ id: areas.id, name: areas.name })
    .from(areas)
    .where(eq(areas.id, args.areaId));
  if (!area) throw new UserError('Area not found');
  const now = deps.clock.now();
  const points = args.points.map((point) => ({
    lat: point.lat,
    lng: point.lng,
    pointName: point.pointName.trim(),
    neighborhood: point.neighborhood.trim(),
    vehiclesToDistribute: point.vehiclesToDistribute,
  }));
  const id = newId();
  await deps.db
    .insert(distributions)
    .values({ id, areaId: area.id, dateCreated: now, points, createdAt: now });
  return presentDistribution({ id, areaName: area.name, dateCreated: now, points });
}
