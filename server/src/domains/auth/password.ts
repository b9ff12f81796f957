import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane); raising it costs sign-in latency on 2-core machines.
const ARGON2_OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, unusable with isolatedModules */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    // A malformed stored hash is a failed check, not a crash of the sign-in path.
    return false;
  }
}
