/** The custody domain's front door: what other domains may use of it (server/README.md, the layering rule). */
export { custodyTransfers } from './tables';
