import type { DomainModule } from '../../platform/modules/domainModule';
import { paymentsResolvers } from './resolvers';
import { paymentTransactionsExport } from './paymentTransactionsExport';
import { intervalPaymentsExport } from './intervalPaymentsExport';
import { startIntervalPaymentRunner } from './intervals/schedule';
import { handleGatewayWebhook } from './webhooks';

/** The payments domain as the server registers it (platform/modules/domainModule.ts). */
export const paymentsModule: DomainModule = {
  name: 'payments',
  resolvers: [paymentsResolvers],
  exports: {
    paymentTransactions: paymentTransactionsExport,
    intervalPayments: intervalPaymentsExport,
  },
  paymentWebhook: handleGatewayWebhook,
  jobs: [
    // The demo's scheduled charges (renewals, auto-charges) run with the simulator (issue 8 §8).
    {
      name: 'intervalPayments',
      enabled: (config) => config.simulator,
      start: ({ backgroundDeps }) => startIntervalPaymentRunner(backgroundDeps),
    },
  ],
};
