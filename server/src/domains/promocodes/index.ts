/** The promocodes domain's front door: what other domains may use of it (server/README.md, the layering rule). */
export { promocodes } from './tables';
