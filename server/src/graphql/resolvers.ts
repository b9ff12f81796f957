import { authResolvers } from '../auth/resolvers';
import type { Resolvers } from '../generated/graphql';
import { rolesResolvers } from '../roles/resolvers';
import { startupResolvers } from '../startup/resolvers';

/** Every domain's resolvers. A domain adds one line here. */
export const allResolvers: Resolvers[] = [authResolvers, rolesResolvers, startupResolvers];
