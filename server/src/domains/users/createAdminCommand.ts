import { parseArgs } from 'node:util';
import type { ServerConfig } from '../../platform/config/config';
import { openDatabase } from '../../platform/db/client';
import { migrate } from '../../platform/db/migrate';
import { createAdmin, CreateAdminError } from './createAdmin';

export const USAGE =
  'usage: node main.js create-admin --phone +2010XXXXXXXX --name "Full Name"   (from source: npm run server -- create-admin …)';

/**
 * `node main.js create-admin --phone … --name …`: migrates the configured database (a fresh
 * install has no tables yet), creates the Super Admin and prints the one-time password once.
 * Exit code 0 created, 1 refused (bad input, phone taken), 2 the database could not be used.
 */
export async function createAdminCommand(
  config: ServerConfig,
  args: string[],
  print: (line: string) => void = console.log,
): Promise<number> {
  let values: { phone?: string; name?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: { phone: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    print(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  if (!values.phone || !values.name) {
    print(USAGE);
    return 1;
  }
  let handle;
  try {
    handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
    await migrate(handle);
  } catch (error) {
    await handle?.close();
    print(`create-admin could not use the database: ${(error as Error).message}`);
    return 2;
  }
  try {
    const admin = await createAdmin(handle.db, { phone: values.phone, name: values.name });
    print(`Super Admin created: ${values.name.trim()} (${admin.phone})`);
    print(
      `One-time password (shown only now; it must be changed at the first sign-in): ${admin.oneTimePassword}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof CreateAdminError) {
      print(`create-admin refused: ${error.message}`);
      return 1;
    }
    print(`create-admin failed: ${(error as Error).message}`);
    return 2;
  } finally {
    await handle.close();
  }
}
