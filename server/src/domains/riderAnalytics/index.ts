/** The riderAnalytics domain's front door: what other domains may use of it (server/README.md, the layering rule). */
export { activeUsersReports } from './activeUsers';
export { usersByDuration } from './newUsers';
