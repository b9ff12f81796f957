/** How the fleet simulator runs. Every number bounds the work of one tick. */
export interface SimulatorOptions {
  /** Same seed, same database, same clock: same choices. */
  seed: number;
  tickMs: number;
  /** Vehicles looked at per tick, round-robin over the fleet. */
  vehiclesPerTick: number;
  /** Rides started per tick at most. */
  maxRideStartsPerTick: number;
  /** Chances per vehicle per tick (0..1). */
  rideStartChance: number;
  rideEndChance: number;
  leaveFenceChance: number;
  incidentChance: number;
  fieldWorkChance: number;
  rideImageChance: number;
  /** Chance per tick that a rider submits an ID verification. */
  idVerificationChance: number;
  /** Chance per tick that a new rider signs up (a NEW_USER event). */
  signUpChance: number;
  /** Chance per tick that a rider books a day rental (a NEW_DAY_RENTAL event). */
  dayRentalChance: number;
  /** Displayed battery at or below which a vehicle is low (LPM). */
  lowBatteryPercent: number;
}

export const DEFAULT_SIMULATOR_OPTIONS: SimulatorOptions = {
  seed: 20_261_122,
  tickMs: 5000,
  vehiclesPerTick: 60,
  maxRideStartsPerTick: 5,
  rideStartChance: 0.04,
  rideEndChance: 0.12,
  leaveFenceChance: 0.02,
  incidentChance: 0.004,
  fieldWorkChance: 0.08,
  rideImageChance: 0.4,
  idVerificationChance: 0.03,
  signUpChance: 0.05,
  dayRentalChance: 0.02,
  lowBatteryPercent: 20,
};
