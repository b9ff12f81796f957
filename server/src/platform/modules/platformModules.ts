import { rateLimiterResolvers } from '../rateLimiter/resolvers';
import type { DomainModule } from './domainModule';

/** The platform's own GraphQL fields (the rate limiter's counters and blocks), registered like a domain's. */
export const PLATFORM_MODULES: readonly DomainModule[] = [
  { name: 'rateLimiter', resolvers: [rateLimiterResolvers] },
];
