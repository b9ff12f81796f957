import type { DomainModule } from '../../platform/modules/domainModule';
import { walletResolvers } from './resolvers';
import { walletChargePlanResolvers } from './chargePlanResolvers';
import { walletLogsExport } from './walletLogsExport';
import { walletAutoChargesExport } from './walletAutoChargesExport';

/** The wallet domain as the server registers it (platform/modules/domainModule.ts). */
export const walletModule: DomainModule = {
  name: 'wallet',
  resolvers: [walletResolvers, walletChargePlanResolvers],
  exports: {
    walletLogs: walletLogsExport,
    walletAutoCharges: walletAutoChargesExport,
  },
};
