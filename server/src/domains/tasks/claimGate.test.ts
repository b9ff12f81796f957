import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CUSTODY_SUPERVISOR_GATE } from '@ops/shared/rules/custody';
import { can, type RoleLike } from '@ops/shared/rules/permissions/can';
import { openDatabase, queryRows, type DatabaseHandle } from '../../platform/db/client';
import { migrate } from '../../platform/db/migrate';

/**
 * The claim statement decides "may this agent take custody mismatches" inside PostgreSQL
 * (ops_role_can, migration 0052), so a claim needs no separate read of the agent's role. The rule
 * itself is shared/rules' `can`: this test holds the SQL reading to it, case by case.
 */
const ROLES: Array<[string, RoleLike | null]> = [
  ['no role', null],
  ['level 0 (allowed everything)', { level: 0, permissions: {} }],
  ['the flag true', { level: 4, permissions: { custodyTransfer: { RESOLVE_MISMATCH: true } } }],
  ['the flag false', { level: 4, permissions: { custodyTransfer: { RESOLVE_MISMATCH: false } } }],
  ['another flag of the layer', { level: 4, permissions: { custodyTransfer: { ACCEPT: true } } }],
  ['the layer missing', { level: 4, permissions: { task: { RESOLVE_TASKS: true } } }],
  [
    'the flag as a string',
    { level: 4, permissions: { custodyTransfer: { RESOLVE_MISMATCH: 'true' as unknown as boolean } } },
  ],
];

describe('the claim statement reads the custody gate as shared/rules does', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    await migrate(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it.each(ROLES)('%s', async (_name, role) => {
    const [row] = await queryRows<{ allowed: boolean }>(
      handle.db,
      sql`SELECT ops_role_can(${role?.level ?? null}::int, ${role ? JSON.stringify(role.permissions) : null}::jsonb, ${CUSTODY_SUPERVISOR_GATE.layer}, ${CUSTODY_SUPERVISOR_GATE.permission}) AS allowed`,
    );
    expect(row?.allowed).toBe(can(role, CUSTODY_SUPERVISOR_GATE));
  });
});
