import type { DomainModule } from '../../platform/modules/domainModule';
import { BILLS_SERIES } from './exportableSeries';
import { billsResolvers } from './resolvers';
import { billsAnalyticsResolvers } from './analyticsResolvers';
import { billsExport } from './billsExport';
import { billsDaily } from './dailyAggregate';

/** The bills domain as the server registers it (platform/modules/domainModule.ts). */
export const billsModule: DomainModule = {
  name: 'bills',
  resolvers: [billsResolvers, billsAnalyticsResolvers],
  exportableSeries: BILLS_SERIES,
  exports: {
    bills: billsExport,
  },
  aggregates: [billsDaily],
};
