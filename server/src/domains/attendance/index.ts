/** The attendance domain's front door: what other domains may use of it (server/README.md, the layering rule). */
export { type AttendanceRow, supportAttendance } from './tables';
