/**
 * The roles table is the platform's (platform/session/tables.ts: the gates read every request's
 * role). This path stays only for bench/, which imports it from here; server code imports the platform's.
 */
export { roles } from '../../platform/session/tables';
