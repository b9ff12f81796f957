import { asc, eq } from 'drizzle-orm';
import {
  ATTENDANCE_EDIT_MESSAGES,
  attendanceEditError,
  attendanceEditRefusal,
} from '@ops/shared/rules/attendanceEdit';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { recordAudit } from '../../platform/audit/record';
import { UserError } from '../../platform/errors';
import { requireLength } from '../../platform/graphql/limits';
import { actorById, inTransaction } from '../tasks';
import { personWithRole } from '../users';
import { USER_NOT_FOUND } from './rank';
import { attendanceViews, type AttendanceView } from './queries';
import { emitAttendance } from './service';
import { supportAttendance, supportBreaks } from './tables';

export interface EditAttendanceInput {
  id: string;
  checkInDate: string;
  checkOutDate?: string | null;
  checkOutComment?: string | null;
  breaks: ReadonlyArray<{ _id: string; checkInDate: string; checkOutDate?: string | null }>;
  reason: string;
}

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

/**
 * editAttendance (attendance.MANUAL_EDIT, in the schema): corrects a shift's times, its
 * check-out comment and its breaks' times. Open stays open and ended stays ended (ending a
 * shift or a break has its own actions, which hand tasks back); the edit, its reason and
 * the before and after go to the audit trail in the same transaction.
 */
export async function editAttendance(
  deps: Deps,
  session: SessionInfo,
  input: EditAttendanceInput,
): Promise<AttendanceView> {
  const reason = input.reason.trim();
  requireLength('reason', reason);
  requireLength('comment', input.checkOutComment?.trim());
  const now = deps.clock.now();
  if (!reason) throw new UserError(ATTENDANCE_EDIT_MESSAGES.reasonRequired);
  const breaksIn = input.breaks.map((entry) => ({
    id: entry._id,
    checkInDate: entry.checkInDate,
    checkOutDate: entry.checkOutDate ?? null,
  }));
  const updated = await inTransaction(deps, async (tx, out) => {
    const [row] = await tx
      .select()
      .from(supportAttendance)
      .where(eq(supportAttendance.id, input.id))
      .for('update');
    if (!row) throw new UserError('Attendance not found');
    const owner = await personWithRole(tx, row.userId);
    if (!owner) throw new UserError(USER_NOT_FOUND);
    const refusal = attendanceEditRefusal(
      { userId: session.user._id, role: session.role },
      { userId: row.userId, level: owner.role?.level },
    );
    if (refusal) throw new UserError(refusal);
    const breaks = await tx
      .select()
      .from(supportBreaks)
      .where(eq(supportBreaks.attendanceId, row.id))
      .orderBy(asc(supportBreaks.checkInDate));
    // Every break of the shift is checked against the new times, also those the edit leaves alone.
    const merged = breaks.map(
      (old) =>
        breaksIn.find((entry) => entry.id === old.id) ?? {
          id: old.id,
          checkInDate: old.checkInDate.toISOString(),
          checkOutDate: iso(old.checkOutDate),
        },
    );
    const problem = attendanceEditError(
      {
        checkInDate: input.checkInDate,
        checkOutDate: input.checkOutDate ?? null,
        checkOutComment: input.checkOutComment ?? null,
        breaks: merged,
        reason,
      },
      now,
    );
    if (problem) throw new UserError(problem);
    const checkOut = input.checkOutDate ? new Date(input.checkOutDate) : null;
    if (row.checkOutDate === null && checkOut !== null)
      throw new UserError(ATTENDANCE_EDIT_MESSAGES.openStaysOpen);
    if (row.checkOutDate !== null && checkOut === null)
      throw new UserError(ATTENDANCE_EDIT_MESSAGES.endedStaysEnded);
    for (const entry of breaksIn) {
      const old = breaks.find((b) => b.id === entry.id);
      if (!old) throw new UserError(ATTENDANCE_EDIT_MESSAGES.unknownBreak);
      if ((old.checkOutDate === null) !== (entry.checkOutDate === null))
        throw new UserError(ATTENDANCE_EDIT_MESSAGES.breakStateChange);
    }
    const comment = input.checkOutComment?.trim() || null;
    const checkIn = new Date(input.checkInDate);
    const changedBreaks = breaksIn.filter((entry) => {
      const old = breaks.find((b) => b.id === entry.id)!;
      return (
        old.checkInDate.getTime() !== new Date(entry.checkInDate).getTime() ||
        iso(old.checkOutDate) !== (entry.checkOutDate ? new Date(entry.checkOutDate).toISOString() : null)
      );
    });
    const shiftChanged =
      row.checkInDate.getTime() !== checkIn.getTime() ||
      iso(row.checkOutDate) !== iso(checkOut) ||
      (row.checkOutComment ?? null) !== comment;
    if (!shiftChanged && changedBreaks.length === 0)
      throw new UserError(ATTENDANCE_EDIT_MESSAGES.nothingChanged);

    for (const entry of changedBreaks) {
      await tx
        .update(supportBreaks)
        .set({
          checkInDate: new Date(entry.checkInDate),
          checkOutDate: entry.checkOutDate ? new Date(entry.checkOutDate) : null,
        })
        .where(eq(supportBreaks.id, entry.id));
    }
    const [saved] = await tx
      .update(supportAttendance)
      .set({
        checkInDate: checkIn,
        checkOutDate: checkOut,
        checkOutComment: comment,
        editedAt: now,
        updatedAt: now,
      })
      .where(eq(supportAttendance.id, row.id))
      .returning();
    await recordAudit(tx, {
      targetUserId: row.userId,
      subject: { type: 'attendance', id: row.id },
      actorId: session.user._id,
      action: 'editAttendance',
      before: {
        checkInDate: iso(row.checkInDate),
        checkOutDate: iso(row.checkOutDate),
        checkOutComment: row.checkOutComment,
        breaks: changedBreaks.map((entry) => {
          const old = breaks.find((b) => b.id === entry.id)!;
          return { _id: old.id, checkInDate: iso(old.checkInDate), checkOutDate: iso(old.checkOutDate) };
        }),
      },
      after: {
        checkInDate: iso(checkIn),
        checkOutDate: iso(checkOut),
        checkOutComment: comment,
        breaks: changedBreaks.map((entry) => ({
          _id: entry.id,
          checkInDate: new Date(entry.checkInDate).toISOString(),
          checkOutDate: entry.checkOutDate ? new Date(entry.checkOutDate).toISOString() : null,
        })),
      },
      reason,
      at: now,
    });
    const actor = await actorById(tx, row.userId);
    if (actor && saved) emitAttendance(out, saved, actor, null, null);
    return saved!;
  });
  const [view] = await attendanceViews(deps.db, [updated], now);
  return view!;
}
