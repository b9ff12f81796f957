import type { DomainModule } from '../../platform/modules/domainModule';
import { contactReasonsResolvers } from './resolvers';
import { contactReasonCategoriesExport, contactReasonsExport } from './contactReasonsExport';

/** The contactReasons domain as the server registers it (platform/modules/domainModule.ts). */
export const contactReasonsModule: DomainModule = {
  name: 'contactReasons',
  resolvers: [contactReasonsResolvers],
  exports: {
    contactReasons: contactReasonsExport,
    contactReasonCategories: contactReasonCategoriesExport,
  },
};
