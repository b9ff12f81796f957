/** The prime domain's front door: what other domains may use of it (server/README.md, the layering rule). */
export { primePlans, primeSubscriptions, type TimeUnit } from './tables';
export { subscriptionView, type SubscriptionView } from './present';
