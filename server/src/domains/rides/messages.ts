import { REFUSALS } from '@ops/shared/rules/refusals';

/** Ride action messages the spec does not word (its own come from shared/rules). */
export const RIDE_MESSAGES = {
  notFound: REFUSALS.RIDE_NOT_FOUND,
  alreadyEnded: 'This ride has already ended!',
  notThisRider: 'This ride does not belong to this user!',
  compensationExceedsCost: 'Compensation cannot exceed the total ride cost.',
  compensationPositive: 'Compensation must be more than 0.',
  vehicleBusy: 'Vehicle is not available for a ride!',
  notAllowedRides: REFUSALS.RIDES_NOT_ALLOWED,
  notAllowedImages: 'You are not allowed to view ride images.',
} as const;
