import { api } from '../../app/api';

/**
 * The supervisor pages' cache tags, added from here rather than in app/api.ts so this
 * feature does not edit a file every feature shares (RTK's `addTagTypes`).
 */
export const supervisorBase = api.enhanceEndpoints({
  addTagTypes: [
    'SupervisorTask',
    'SupervisorAttendance',
    'SupervisorCheckedIn',
    'SupervisorAreaSetting',
    'SupervisorTypeSetting',
  ],
});
