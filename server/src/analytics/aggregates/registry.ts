import type { AggregateDefinition } from './definition';
import { ridesDaily } from '../../rides/dailyAggregate';
import { billsDaily } from '../../bills/dailyAggregate';
import { userRegistrationsDaily } from '../../riderAnalytics/aggregates/userRegistrations';
import { walletDaily } from '../../riderAnalytics/aggregates/walletDaily';
import { primeAggregate } from '../../prime/aggregate';
import { reservationsAggregate } from '../../reservations/aggregate';
import { ratingsAggregate } from '../../rides/ratingsAggregate';
import { appSessionsDaily } from '../../sessions/dailyAggregate';

/** Every daily aggregate; one line per table (each domain adds its own). */
export const AGGREGATES: readonly AggregateDefinition[] = [
  ridesDaily,
  billsDaily,
  userRegistrationsDaily,
  walletDaily,
  ratingsAggregate,
  reservationsAggregate,
  primeAggregate,
  appSessionsDaily,
];
