/** Vehicle action messages the spec does not word; its own (motor lock, 'Action failed') come from shared/rules. */
export const VEHICLE_MESSAGES = {
  notFound: 'Vehicle not found!',
  unknownCommand: 'Unknown vehicle command!',
  noVehicles: 'Please choose at least one vehicle!',
  tooManyVehicles: 'Too many vehicles in one command!',
  unknownAction: 'Unknown vehicle action!',
  alreadyDisabled: 'Vehicle is already disabled!',
  notDisabled: 'Vehicle is not disabled!',
  noStolenAlert: 'This vehicle has no lost/stolen alert!',
  speedChoice: 'Please choose a speed limit of 5, 15 or 25!',
  speedNotHere: 'Speed limit can only be changed when the vehicle is outside a fence or in an ops fence!',
  notAllowedLifeCycle: 'You are not allowed to view the vehicle life cycle.',
} as const;
