import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SupportTeamAttendanceEvent } from '@ops/shared/realtime/taskEvents';
import type { MyAttendance } from './workspaceTypes';

/**
 * The agent's own shift (01 §3 support-team attendance, 01 §4). 'unknown' until the
 * first answer; 'NOT_CHECKED_IN' when the server says 'User Not Checked In' or a
 * 'CHECK OUT USER' event arrives.
 */
export type AttendanceStatus = 'unknown' | 'NOT_CHECKED_IN' | 'ACTIVE' | 'IN_BREAK';

export interface AttendanceBreak {
  _id: string;
  checkInDate: string;
  checkOutDate: string | null;
  reason: string;
}

export interface AttendanceState {
  status: AttendanceStatus;
  checkInDate: string | null;
  breaks: AttendanceBreak[];
  /** From getUserAssignedTask: whether check-out is allowed (03 §2.7 "only when allowed"). */
  showCheckOut: boolean;
}

export const initialAttendanceState: AttendanceState = {
  status: 'unknown',
  checkInDate: null,
  breaks: [],
  showCheckOut: true,
};

function statusOf(value: string | null | undefined): AttendanceStatus {
  if (value === 'ACTIVE' || value === 'IN_BREAK') return value;
  return 'NOT_CHECKED_IN';
}

export const attendanceSlice = createSlice({
  name: 'attendance',
  initialState: initialAttendanceState,
  reducers: {
    attendanceLoaded(state, action: PayloadAction<MyAttendance | null>) {
      const record = action.payload;
      if (!record)
        return { ...initialAttendanceState, status: 'NOT_CHECKED_IN', showCheckOut: state.showCheckOut };
      state.status = statusOf(record.status);
      state.checkInDate = record.checkInDate;
      state.breaks = record.breaks.map(({ _id, checkInDate, checkOutDate, reason }) => ({
        _id,
        checkInDate,
        checkOutDate,
        reason,
      }));
    },
    notCheckedIn(state) {
      state.status = 'NOT_CHECKED_IN';
      state.checkInDate = null;
      state.breaks = [];
    },
    showCheckOutChanged(state, action: PayloadAction<boolean>) {
      state.showCheckOut = action.payload;
    },
    /** SUPPORT_TEAM_ATTENDANCE_EVENT about me (a supervisor may set me on break). */
    attendanceEvent(state, action: PayloadAction<SupportTeamAttendanceEvent>) {
      const event = action.payload;
      if (event.status === 'ENDED') {
        state.status = 'NOT_CHECKED_IN';
        return;
      }
      state.status = event.status;
      state.checkInDate = event.checkInDate;
    },
  },
  selectors: {
    selectAttendance: (state) => state,
    selectAttendanceStatus: (state) => state.status,
  },
});

export const { attendanceLoaded, notCheckedIn, showCheckOutChanged, attendanceEvent } =
  attendanceSlice.actions;
export const { selectAttendance, selectAttendanceStatus } = attendanceSlice.selectors;
