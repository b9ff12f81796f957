/** The users domain's front door: what other domains may use of it (server/README.md, the layering rule). */
export { namesFor, type AreaRef, type PersonRef } from './rowNames';
