import type { DomainModule } from '../../platform/modules/domainModule';
import { areasResolvers } from './resolvers';

/** The areas domain as the server registers it (platform/modules/domainModule.ts). */
export const areasModule: DomainModule = {
  name: 'areas',
  resolvers: [areasResolvers],
};
