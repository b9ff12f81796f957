import type { DomainModule } from '../../platform/modules/domainModule';
import { approvalsResolvers } from './resolvers';
import { approvalThresholdsExport } from './approvalThresholdsExport';
import { moneyApprovalsExport } from './moneyApprovalsExport';

/** The approvals domain as the server registers it (platform/modules/domainModule.ts). */
export const approvalsModule: DomainModule = {
  name: 'approvals',
  resolvers: [approvalsResolvers],
  exports: {
    approvalThresholds: approvalThresholdsExport,
    moneyApprovals: moneyApprovalsExport,
  },
};
