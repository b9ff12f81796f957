import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ATTENDANCE_EDIT_MESSAGES } from '@ops/shared/rules/attendanceEdit';
import { ATTENDANCE_POINT_MESSAGES } from '@ops/shared/rules/attendancePoint';
import type { RolePermissions } from '@ops/shared/rules/permissions/can';
import { RANK_REFUSED } from '@ops/shared/rules/permissions/rank';
import type { TestServer } from '../../../test/testServer';
import type { Deps } from '../../platform/deps';
import { areas } from '../areas/tables';
import { userAudit } from '../../platform/audit/tables';
import { AGENT_PERMISSIONS, makeAgent, makeArea, type Agent } from '../tasks/testing';
import { useTaskTestServer } from '../tasks/testServerHooks';
import { postExport, readSheet } from '../../platform/exports/exportTestHelpers';
import { users } from '../../platform/session/tables';
import { getAttendanceEdits, getAttendances, getAttendanceUserSummary } from './adminList';
import { editAttendance } from './edit';
import {
  checkInAtAttendancePoint,
  checkOutAtAttendancePoint,
  FIELD_MESSAGES,
  myAttendancePoint,
  myFieldAttendance,
} from './fieldCheckIn';
import { checkUserInTasks, endBreak, startBreak } from './service';

const context = useTaskTestServer();
let server: TestServer;
let deps: Deps;
beforeAll(() => ({ server, deps } = context));

const ADMIN: RolePermissions = { attendance: { VIEW_PAGE: true, MANUAL_EDIT: true } };
const POINT = { lat: 30.0444, lng: 31.2357 };
/** About 330 m north of the point: outside the 200 m radius. */
const FAR = { lat: 30.0474, lng: 31.2357 };
/** About 50 m away: inside. */
const NEAR = { lat: 30.04485, lng: 31.2357 };

async function fieldWorker(permissions: RolePermissions = {}): Promise<Agent> {
  const area = await makeArea(deps);
  await deps.db
    .update(areas)
    .set({ attendanceLat: POINT.lat, attendanceLong: POINT.lng })
    .where(eq(areas.id, area.id));
  const made = await makeAgent(server, permissions, { socket: false });
  await deps.db.update(users).set({ areaId: area.id }).where(eq(users.id, made.userId));
  return made;
}

const errorOf = async (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: Error) => error.message,
  );

describe('field check-in at the attendance point', () => {
  it('passes within the radius and refuses outside it, unless bypassed with the permission', async () => {
    const plain = await fieldWorker();
    expect((await myAttendancePoint(deps, plain.session)).radiusMeters).toBe(200);
    expect(await errorOf(checkInAtAttendancePoint(deps, plain.session, FAR))).toMatch(
      /^You are 33\d m from the attendance point/,
    );
    expect(
      await errorOf(checkInAtAttendancePoint(deps, plain.session, { ...FAR, bypassLocation: true })),
    ).toBe(ATTENDANCE_POINT_MESSAGES.bypassNotAllowed);
    expect(await errorOf(checkInAtAttendancePoint(deps, plain.session, {}))).toBe(
      ATTENDANCE_POINT_MESSAGES.locationRequired,
    );
    const shift = await checkInAtAttendancePoint(deps, plain.session, NEAR);
    expect(shift).toMatchObject({ kind: 'field', status: 'ACTIVE', checkInBypassed: false });
    expect(await errorOf(checkInAtAttendancePoint(deps, plain.session, NEAR))).toBe(
      FIELD_MESSAGES.alreadyCheckedIn,
    );
    expect(
      await errorOf(checkOutAtAttendancePoint(deps, plain.session, { ...FAR, bypassLocation: true })),
    ).toBe(ATTENDANCE_POINT_MESSAGES.bypassNotAllowed);
    const ended = await checkOutAtAttendancePoint(deps, plain.session, { ...NEAR, comment: 'Done' });
    expect(ended).toMatchObject({ status: 'ENDED', checkOutComment: 'Done', checkOutBypassed: false });

    const trusted = await fieldWorker({
      attendance: { BYPASS_LOCATION_CHECK_IN: true, BYPASS_LOCATION_CHECK_OUT: true },
    });
    expect(
      await checkInAtAttendancePoint(deps, trusted.session, { ...FAR, bypassLocation: true }),
    ).toMatchObject({ checkInBypassed: true });
    expect(
      await checkOutAtAttendancePoint(deps, trusted.session, { ...FAR, bypassLocation: true }),
    ).toMatchObject({ checkOutBypassed: true });
  });

  it('check-in bypass and check-out bypass are separate permissions', async () => {
    const inOnly = await fieldWorker({ attendance: { BYPASS_LOCATION_CHECK_IN: true } });
    await checkInAtAttendancePoint(deps, inOnly.session, { ...FAR, bypassLocation: true });
    expect(
      await errorOf(checkOutAtAttendancePoint(deps, inOnly.session, { ...FAR, bypassLocation: true })),
    ).toBe(ATTENDANCE_POINT_MESSAGES.bypassNotAllowed);
  });

  it('a support shift is not ended at an attendance point', async () => {
    const agent = await fieldWorker(AGENT_PERMISSIONS);
    await checkUserInTasks(deps, agent.session);
    expect(await errorOf(checkOutAtAttendancePoint(deps, agent.session, NEAR))).toBe(
      FIELD_MESSAGES.supportShift,
    );
    // The support shift carries the agent's area, so the area filter finds it.
    const [person] = await deps.db.select().from(users).where(eq(users.id, agent.userId));
    expect(await myFieldAttendance(deps, agent.session)).toMatchObject({
      kind: 'support',
      areaId: person!.areaId,
    });
  });

  it('without an area there is nowhere to check in', async () => {
    const nowhere = await makeAgent(server, {}, { socket: false });
    expect(await errorOf(checkInAtAttendancePoint(deps, nowhere.session, NEAR))).toBe(
      ATTENDANCE_POINT_MESSAGES.noArea,
    );
  });
});

describe('attendance administration', () => {
  it('lists every staff member with filters by user, role, area and status', async () => {
    const admin = await makeAgent(server, ADMIN, { socket: false, level: 1 });
    const worker = await fieldWorker();
    await checkInAtAttendancePoint(deps, worker.session, NEAR);
    const [person] = await deps.db.select().from(users).where(eq(users.id, worker.userId));
    const byUser = await getAttendances(deps, admin.session, {
      filters: JSON.stringify({ userId: worker.userId }),
    });
    expect(byUser.totalCount).toBe(1);
    expect(byUser.attendances[0]).toMatchObject({
      userId: worker.userId,
      kind: 'field',
      areaId: person!.areaId,
      status: 'ACTIVE',
    });
    expect(
      (await getAttendances(deps, admin.session, { filters: JSON.stringify({ roleId: person!.roleId }) }))
        .totalCount,
    ).toBe(1);
    expect(
      (await getAttendances(deps, admin.session, { filters: JSON.stringify({ areaId: person!.areaId }) }))
        .totalCount,
    ).toBe(1);
    expect(
      (
        await getAttendances(deps, admin.session, {
          filters: JSON.stringify({ userId: worker.userId, status: 'ENDED' }),
        })
      ).totalCount,
    ).toBe(0);
    await expect(
      getAttendances(deps, admin.session, { filters: JSON.stringify({ shoeSize: 42 }) }),
    ).rejects.toThrow('Unknown filter: shoeSize');
  });

  it('an edit needs a reason, keeps the times in order, and is audited with before and after', async () => {
    const admin = await makeAgent(server, ADMIN, { socket: false, level: 1 });
    const agent = await makeAgent(server, AGENT_PERMISSIONS, { socket: false });
    await checkUserInTasks(deps, agent.session);
    server.clock.advance(10 * 60_000);
    await startBreak(deps, agent.session, { reason: 'meeting' });
    server.clock.advance(5 * 60_000);
    await endBreak(deps, agent.session);
    server.clock.advance(5 * 60_000);
    const [shift] = (
      await getAttendances(deps, admin.session, { filters: JSON.stringify({ userId: agent.userId }) })
    ).attendances;
    const brk = shift!.breaks[0]!;
    const base = {
      id: shift!._id,
      checkInDate: shift!.checkInDate,
      checkOutDate: null,
      checkOutComment: null,
      breaks: [],
      reason: 'Forgot to check in on time',
    };

    expect(await errorOf(editAttendance(deps, admin.session, { ...base, reason: '  ' }))).toBe(
      ATTENDANCE_EDIT_MESSAGES.reasonRequired,
    );
    expect(await errorOf(editAttendance(deps, admin.session, base))).toBe(
      ATTENDANCE_EDIT_MESSAGES.nothingChanged,
    );
    expect(
      await errorOf(
        editAttendance(deps, admin.session, { ...base, checkOutDate: server.clock.now().toISOString() }),
      ),
    ).toBe(ATTENDANCE_EDIT_MESSAGES.openStaysOpen);
    const later = new Date(Date.parse(brk.checkInDate) + 60_000).toISOString();
    expect(await errorOf(editAttendance(deps, admin.session, { ...base, checkInDate: later }))).toBe(
      ATTENDANCE_EDIT_MESSAGES.breakOutsideShift,
    );

    const earlier = new Date(Date.parse(shift!.checkInDate) - 30 * 60_000).toISOString();
    const breakEnd = new Date(Date.parse(brk.checkInDate) + 2 * 60_000).toISOString();
    const edited = await editAttendance(deps, admin.session, {
      ...base,
      checkInDate: earlier,
      breaks: [{ _id: brk._id, checkInDate: brk.checkInDate, checkOutDate: breakEnd }],
    });
    expect(edited.checkInDate).toBe(earlier);
    expect(edited.editedAt).not.toBeNull();
    expect(edited.breakMinutes).toBe(2);

    const entries = await deps.db.select().from(userAudit).where(eq(userAudit.subjectId, shift!._id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'editAttendance',
      actorId: admin.userId,
      targetUserId: agent.userId,
      reason: 'Forgot to check in on time',
    });
    expect(entries[0]!.before).toMatchObject({ checkInDate: shift!.checkInDate });
    expect(entries[0]!.after).toMatchObject({ checkInDate: earlier });
    const history = await getAttendanceEdits(deps, shift!._id);
    expect(history[0]).toMatchObject({ reason: 'Forgot to check in on time', actor: { _id: admin.userId } });

    const summary = await getAttendanceUserSummary(deps, admin.session, { userId: agent.userId });
    expect(summary).toMatchObject({ shifts: 1, breakMinutes: 2 });
  });

  it("an edit of one's own shift or of a colleague ranked at or above is refused and changes nothing (issue 22 finding 4)", async () => {
    const editor = await makeAgent(server, { ...AGENT_PERMISSIONS, ...ADMIN }, { socket: false, level: 7 });
    const boss = await makeAgent(server, AGENT_PERMISSIONS, { socket: false, level: 1 });
    const peer = await makeAgent(server, AGENT_PERMISSIONS, { socket: false, level: 7 });
    for (const person of [editor, boss, peer]) await checkUserInTasks(deps, person.session);
    server.clock.advance(60_000);
    const shiftOf = async (userId: string) =>
      (await getAttendances(deps, editor.session, { filters: JSON.stringify({ userId }) })).attendances[0]!;
    const stretch = (shift: { _id: string; checkInDate: string }) => ({
      id: shift._id,
      checkInDate: new Date(Date.parse(shift.checkInDate) - 8 * 3_600_000).toISOString(),
      checkOutDate: null,
      checkOutComment: null,
      breaks: [],
      reason: 'Make it a full day',
    });
    const own = await shiftOf(editor.userId);
    expect(await errorOf(editAttendance(deps, editor.session, stretch(own)))).toBe(
      ATTENDANCE_EDIT_MESSAGES.ownShift,
    );
    const above = await shiftOf(boss.userId);
    expect(await errorOf(editAttendance(deps, editor.session, stretch(above)))).toBe(RANK_REFUSED);
    const same = await shiftOf(peer.userId);
    expect(await errorOf(editAttendance(deps, editor.session, stretch(same)))).toBe(RANK_REFUSED);
    for (const [userId, before] of [
      [editor.userId, own],
      [boss.userId, above],
      [peer.userId, same],
    ] as const) {
      expect((await shiftOf(userId)).checkInDate).toBe(before.checkInDate);
    }
    expect(await deps.db.select().from(userAudit).where(eq(userAudit.subjectId, own._id))).toHaveLength(0);
  });

  it('the GraphQL edit is refused without attendance.MANUAL_EDIT', async () => {
    const viewer = await makeAgent(server, { attendance: { VIEW_PAGE: true } }, { socket: false });
    const response = await server.gql(
      `mutation { editAttendance(id: "x", checkInDate: "2026-01-01T00:00:00Z", breaks: [], reason: "r") { _id } }`,
      {},
      viewer.token,
    );
    expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('attendance export', () => {
  it('writes the filtered shifts, and is refused without attendance.VIEW_PAGE', async () => {
    const worker = await fieldWorker();
    await checkInAtAttendancePoint(deps, worker.session, NEAR);
    await checkOutAtAttendancePoint(deps, worker.session, { ...NEAR, comment: 'All good' });
    const viewer = await makeAgent(server, { attendance: { VIEW_PAGE: true } }, { socket: false });
    const now = server.clock.now();
    const range = {
      startDate: new Date(now.getTime() - 86_400_000).toISOString(),
      endDate: new Date(now.getTime() + 60_000).toISOString(),
    };
    const body = {
      module: 'attendance',
      filters: { userId: worker.userId, checkInDate: range },
      fields: ['userName', 'status', 'checkOutComment', 'kind'],
    };
    const response = await postExport(server, body, viewer.token);
    expect(response.status).toBe(200);
    const rows = await readSheet(response);
    // Columns come in the spec's order, whatever order they were chosen in.
    expect(rows[0]).toEqual(['Name', 'Kind', 'Status', 'Comment']);
    expect(rows.slice(1)).toEqual([[expect.stringMatching(/^Staff /), 'field', 'ended', 'All good']]);
    const nobody = await makeAgent(server, {}, { socket: false });
    expect((await postExport(server, body, nobody.token)).status).toBe(403);
  });
});
