/** The pricing domain's front door: what other domains may use of it (server/README.md, the layering rule). */
export { priceForRide } from './service';
