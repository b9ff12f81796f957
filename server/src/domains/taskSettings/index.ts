/** The taskSettings domain's front door: what other domains may use of it (server/README.md, the layering rule). */
export { idleReturnMinutes, slaTargets } from './slaService';
