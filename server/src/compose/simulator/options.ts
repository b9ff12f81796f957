import { THEFT_CHANCE_PER_TICK } from './thefts';

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
  /** A ride lasts a drawn time (log-normal) around this median, in minutes: a Cairo scooter ride is minutes. */
  rideMedianMinutes: number;
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
  /** Chance per tick that a thief starts carrying a parked vehicle away (simulator/thefts). */
  theftChance: number;
  /** Parked vehicles report noisy GPS fixes (simulator/gpsJitter), as real devices do. */
  gpsNoise: boolean;
  /** Displayed battery at or below which a vehicle is low (LPM). */
  lowBatteryPercent: number;
}

export const DEFAULT_SIMULATOR_OPTIONS: SimulatorOptions = {
  seed: 20_261_122,
  tickMs: 5000,
  vehiclesPerTick: 60,
  maxRideStartsPerTick: 5,
  // With 500 vehicles each looked at every ~40 s: about 60 rides an hour, 12 minutes each, a
  // few percent of the fleet urgent at a time (issue 23: 215 of 500 urgent was no fleet at all).
  rideStartChance: 0.0015,
  rideMedianMinutes: 12,
  leaveFenceChance: 0.004,
  incidentChance: 0.0003,
  fieldWorkChance: 0.08,
  rideImageChance: 0.4,
  idVerificationChance: 0.03,
  signUpChance: 0.05,
  dayRentalChance: 0.02,
  theftChance: THEFT_CHANCE_PER_TICK,
  gpsNoise: true,
  lowBatteryPercent: 20,
};
