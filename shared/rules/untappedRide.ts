/**
 * An untapped ride (03 §2.2 untapped-rides): a ride that was started and never really
 * moved. Precisely: an ended ride (status done) whose recorded distance is under
 * UNTAPPED_MAX_DISTANCE_M metres. The rider unlocked a vehicle and ended without riding
 * it (a faulty vehicle, a changed mind, a failed unlock); ongoing rides are not judged yet,
 * and a ride without a recorded distance is not judged at all.
 */
export const UNTAPPED_MAX_DISTANCE_M = 50;

export function isUntappedRide(ride: { status: string; distance: number | null | undefined }): boolean {
  return (
    ride.status === 'done' &&
    ride.distance !== null &&
    ride.distance !== undefined &&
    ride.distance < UNTAPPED_MAX_DISTANCE_M
  );
}
