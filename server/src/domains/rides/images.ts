import { eq } from 'drizzle-orm';
import { mayReadRideImages } from '@ops/shared/rules/permissions/readRules';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { codedRefusal, UserError } from '../../platform/errors';
import { RIDE_MESSAGES } from './messages';
import { rideView } from './present';
import { rides } from './tables';

export interface RideImageView {
  _id: string;
  imageUrl: string | null;
  additionalImageURL: string | null;
  vehicleId: string | null;
  vehicleCode: string | null;
  area: string | null;
  startTime: string;
  endTime: string | null;
  userId: string | null;
  userName: string | null;
  phone: string | null;
  rating: number | null;
  feedbackComment: string | null;
  checkStatus: string;
}

/**
 * getRideImageWithId: what the ride-image task view shows (01 §2), with signed image
 * links. rides.VIEW_IMAGES reads any ride's images; an agent resolving tasks reads them
 * for the ride-image task in hand.
 */
export async function getRideImageWithId(
  deps: Deps,
  session: SessionInfo,
  rideId: string,
): Promise<RideImageView> {
  const role = session.role;
  if (!mayReadRideImages(role)) {
    throw new UserError(RIDE_MESSAGES.notAllowedImages);
  }
  const [exists] = await deps.db.select({ id: rides.id }).from(rides).where(eq(rides.id, rideId)).limit(1);
  const ride = exists ? await rideView(deps, rideId) : null;
  if (!ride) throw codedRefusal('RIDE_NOT_FOUND');
  return {
    _id: ride._id,
    imageUrl: ride.imageUrl,
    additionalImageURL: ride.additionalImageURL,
    vehicleId: ride.scooter?._id ?? null,
    vehicleCode: ride.scooter?.code ?? null,
    area: ride.area?.name ?? null,
    startTime: ride.start_time,
    endTime: ride.end_time,
    userId: ride.user?._id ?? null,
    userName: ride.user?.name ?? null,
    phone: ride.user?.phoneNumber ?? null,
    rating: ride.rating,
    feedbackComment: ride.feedbackComment,
    checkStatus: ride.checkStatus,
  };
}
