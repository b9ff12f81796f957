import type { DomainModule } from '../../platform/modules/domainModule';
import { attendanceResolvers } from './resolvers';
import { attendanceAdminResolvers } from './adminResolvers';
import { attendanceExport } from './attendanceExport';
import { supportTeamAttendanceExport, usersCheckedInExport } from './supportTeamExport';

/** The attendance domain as the server registers it (platform/modules/domainModule.ts). */
export const attendanceModule: DomainModule = {
  name: 'attendance',
  resolvers: [attendanceResolvers, attendanceAdminResolvers],
  exports: {
    attendance: attendanceExport,
    usersCheckedIn: usersCheckedInExport,
    supportTeamAttendance: supportTeamAttendanceExport,
  },
};
