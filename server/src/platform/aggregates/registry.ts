import type { AggregateDefinition } from './definition';
import { ridesDaily } from '../../domains/rides/dailyAggregate';
import { billsDaily } from '../../domains/bills/dailyAggregate';
import { userRegistrationsDaily } from '../../domains/riderAnalytics/aggregates/userRegistrations';
import { walletDaily } from '../../domains/riderAnalytics/aggregates/walletDaily';
import { riderCohortMonths } from '../../domains/riderAnalytics/aggregates/cohortMonths';
import { primeAggregate } from '../../domains/prime/aggregate';
import { reservationsAggregate } from '../../domains/reservations/aggregate';
import { ratingsAggregate } from '../../domains/rides/ratingsAggregate';
import { appSessionsDaily } from '../../domains/sessions/dailyAggregate';

/** Every daily aggregate; one line per table (each domain adds its own). */
export const AGGREGATES: readonly AggregateDefinition[] = [
  ridesDaily,
  billsDaily,
  userRegistrationsDaily,
  walletDaily,
  riderCohortMonths,
  ratingsAggregate,
  reservationsAggregate,
  primeAggregate,
  appSessionsDaily,
];
