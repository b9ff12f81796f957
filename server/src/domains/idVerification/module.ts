import type { DomainModule } from '../../platform/modules/domainModule';
import { idVerificationResolvers } from './resolvers';
import { idVerificationsExport } from './idVerificationsExport';

/** The idVerification domain as the server registers it (platform/modules/domainModule.ts). */
export const idVerificationModule: DomainModule = {
  name: 'idVerification',
  resolvers: [idVerificationResolvers],
  exports: {
    idVerifications: idVerificationsExport,
  },
};
