import { auditResolvers } from '../audit/resolvers';
import { rateLimiterResolvers } from '../rateLimiter/resolvers';
import type { DomainModule } from './domainModule';

/** The platform's own GraphQL fields (the history tab's audit, the rate limiter's blocks), registered like a domain's. */
export const PLATFORM_MODULES: readonly DomainModule[] = [
  { name: 'audit', resolvers: [auditResolvers] },
  { name: 'rateLimiter', resolvers: [rateLimiterResolvers] },
];
