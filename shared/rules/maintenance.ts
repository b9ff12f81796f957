import { can, type RoleLike } from './permissions/can';
import { gate } from './permissions/catalogue';

/**
 * Maintenance (issue 9 §9; 02 §4 statuses). A ticket reports a vehicle problem: open, then
 * accepted or rejected. Accepting opens a record for the work: pending, submitted when the
 * work done is written, resolved when checked; a rejected submission goes back to pending
 * (01 §3 names "maintenance record created/submitted/resolved/rejected" as life-cycle cases).
 * Transitions, flag names and messages beyond the statuses are ours.
 */

export const MAINTENANCE_RECORD_STATUS_LABELS = {
  pending: 'Pending',
  submitted: 'Submitted',
  resolved: 'Resolved',
} as const;
export type MaintenanceRecordStatus = keyof typeof MAINTENANCE_RECORD_STATUS_LABELS;
export const MAINTENANCE_RECORD_STATUSES = Object.keys(MAINTENANCE_RECORD_STATUS_LABELS) as [
  MaintenanceRecordStatus,
  ...MaintenanceRecordStatus[],
];

export const MAINTENANCE_TICKET_STATUS_LABELS = {
  open: 'Open',
  accepted: 'Accepted',
  rejected: 'Rejected',
} as const;
export type MaintenanceTicketStatus = keyof typeof MAINTENANCE_TICKET_STATUS_LABELS;
export const MAINTENANCE_TICKET_STATUSES = Object.keys(MAINTENANCE_TICKET_STATUS_LABELS) as [
  MaintenanceTicketStatus,
  ...MaintenanceTicketStatus[],
];

export type MaintenanceTicketAction = 'accept' | 'reject';
export type MaintenanceRecordAction = 'submit' | 'resolve' | 'reject';

export const MAINTENANCE_LIFE_CYCLE_CASES = {
  created: 'MAINTENANCE_RECORD_CREATED',
  submit: 'MAINTENANCE_RECORD_SUBMITTED',
  resolve: 'MAINTENANCE_RECORD_RESOLVED',
  reject: 'MAINTENANCE_RECORD_REJECTED',
} as const;

export const MAINTENANCE_TEXT_MAX = 1000;

export const MAINTENANCE_MESSAGES = {
  vehicleNotFound: 'Vehicle not found',
  ticketNotFound: 'Maintenance ticket not found',
  recordNotFound: 'Maintenance record not found',
  descriptionRequired: 'Please describe the problem',
  workDoneRequired: 'Please describe the work done',
  reasonRequired: 'Please write a rejection reason',
  textTooLong: `Keep it under ${MAINTENANCE_TEXT_MAX} characters`,
  ticketNotOpen: (status: MaintenanceTicketStatus) =>
    `This ticket has already been ${MAINTENANCE_TICKET_STATUS_LABELS[status].toLowerCase()}`,
  recordNotPending: (status: MaintenanceRecordStatus) =>
    `Only a pending record can be submitted; this one is ${MAINTENANCE_RECORD_STATUS_LABELS[status].toLowerCase()}`,
  recordNotSubmitted: (status: MaintenanceRecordStatus) =>
    `Only a submitted record can be resolved or rejected; this one is ${MAINTENANCE_RECORD_STATUS_LABELS[status].toLowerCase()}`,
  noPermission: 'You do not have permission to do this',
  ownTicket: 'You cannot accept a ticket you opened: another reviewer accepts it',
} as const;

const TICKET_GATE = gate('maintenance.REVIEW_TICKETS');
const RECORD_GATES = {
  submit: gate('maintenance.SUBMIT_RECORDS'),
  resolve: gate('maintenance.RESOLVE_RECORDS'),
  reject: gate('maintenance.RESOLVE_RECORDS'),
} as const;

/**
 * Why the ticket action is refused, or null. Accepting opens paid work, so it takes a second
 * person: a reviewer never accepts a ticket they opened (issue 22 finding 8 e).
 */
export function ticketRefusal(
  action: MaintenanceTicketAction,
  ticket: { status: MaintenanceTicketStatus; openedBy: string | null },
  role: RoleLike | null | undefined,
  actorId: string,
): string | null {
  if (!can(role, TICKET_GATE)) return MAINTENANCE_MESSAGES.noPermission;
  if (ticket.status !== 'open') return MAINTENANCE_MESSAGES.ticketNotOpen(ticket.status);
  return action === 'accept' && ticket.openedBy === actorId ? MAINTENANCE_MESSAGES.ownTicket : null;
}

/** Why the record action is refused, or null. */
export function recordRefusal(
  action: MaintenanceRecordAction,
  record: { status: MaintenanceRecordStatus },
  role: RoleLike | null | undefined,
): string | null {
  if (!can(role, RECORD_GATES[action])) return MAINTENANCE_MESSAGES.noPermission;
  if (action === 'submit')
    return record.status === 'pending' ? null : MAINTENANCE_MESSAGES.recordNotPending(record.status);
  return record.status === 'submitted' ? null : MAINTENANCE_MESSAGES.recordNotSubmitted(record.status);
}

/** A required free text: trimmed, not empty, not too long. */
export function readMaintenanceText(
  text: string | null | undefined,
  emptyMessage: string,
): { ok: true; value: string } | { ok: false; error: string } {
  const value = (text ?? '').trim();
  if (!value) return { ok: false, error: emptyMessage };
  if (value.length > MAINTENANCE_TEXT_MAX) return { ok: false, error: MAINTENANCE_MESSAGES.textTooLong };
  return { ok: true, value };
}
