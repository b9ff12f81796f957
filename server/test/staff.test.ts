import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/platform/db/client';
import { migrate } from '../src/platform/db/migrate';
import { createStaff } from './staff';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
});
afterAll(async () => {
  await handle.close();
});

describe('createStaff fixture', () => {
  it('gives each of many concurrent staff members their own phone number', async () => {
    const staff = await Promise.all(Array.from({ length: 60 }, () => createStaff(handle.db)));
    expect(new Set(staff.map((s) => s.phone)).size).toBe(60);
  });
});
