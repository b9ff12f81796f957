/** The opsTasks domain's front door: what other domains may use of it (server/README.md, the layering rule). */
export { type OpsTaskView, opsTaskViews } from './present';
export { fieldTechnicians } from './queries';
export { opsTasks } from './tables';
