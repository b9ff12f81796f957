/** The rentals domain's front door: what other domains may use of it (server/README.md, the layering rule). */
export { getRentalsAnalytics } from './analytics';
