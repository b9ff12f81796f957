import type { DomainModule } from '../../platform/modules/domainModule';
import { notificationsResolvers } from './resolvers';

/** The notifications domain as the server registers it (platform/modules/domainModule.ts). */
export const notificationsModule: DomainModule = {
  name: 'notifications',
  resolvers: [notificationsResolvers],
};
