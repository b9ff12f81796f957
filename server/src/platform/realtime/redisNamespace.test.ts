import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { redisNamespace } from './redisNamespace';

describe('redisNamespace', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => handle.close());

  it('is REDIS_PREFIX when set', async () => {
    expect(await redisNamespace(handle.db, 'office-live')).toBe('office-live');
  });

  it('is derived from the database, the same for every process of it', async () => {
    const first = await redisNamespace(handle.db, null);
    expect(first).toMatch(/^ops:[0-9a-f]{12}$/);
    expect(await redisNamespace(handle.db, null)).toBe(first);
  });
});
