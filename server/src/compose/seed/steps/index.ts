import type { SeedStep } from '../context';
import { areasStep } from './areas';
import { staffStep } from './staff';
import { vehiclesStep } from './vehicles';
import { ridersStep } from './riders';
import { financeStep } from './finance';
import { idVerificationsStep } from './idVerifications';
import { inventoryStep } from './inventory';
import { custodyStep, distributionsStep, staffLocationsStep, targetsStep } from './fieldOps';
import { tasksStep } from './tasks';
import { appSessionsStep, expressStep } from './sessions';
import { intervalPaymentsStep } from './intervalPayments';
import { contactReasonsStep } from './contactReasons';
import { rentalsStep } from './rentals';
import { reservationsStep } from './reservations';
import { untappedRidesStep } from './untappedRides';
import { activationCyclesStep } from './activationCycles';
import { maintenanceStep, opsTasksStep } from './fieldWork';
import { vehicleSnapshotsStep } from './vehicleSnapshots';

/**
 * The demo seed's steps, run in this order inside one transaction. Later steps read what
 * earlier ones left in `ctx.state`. Each step draws from its own random stream, so a step
 * appended here (the tasks seed goes last) does not change any earlier step's data.
 */
export const DEMO_SEED_STEPS: SeedStep[] = [
  areasStep,
  staffStep,
  vehiclesStep,
  ridersStep,
  financeStep,
  idVerificationsStep,
  inventoryStep,
  custodyStep,
  targetsStep,
  distributionsStep,
  staffLocationsStep,
  tasksStep,
  appSessionsStep,
  expressStep,
  intervalPaymentsStep,
  contactReasonsStep,
  rentalsStep,
  reservationsStep,
  untappedRidesStep,
  activationCyclesStep,
  opsTasksStep,
  maintenanceStep,
  vehicleSnapshotsStep,
];
