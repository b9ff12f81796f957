import { eq } from 'drizzle-orm';
import type { Deps } from '../../../platform/deps';
import type { SessionInfo } from '../../../platform/session/sessionTypes';
import { UserError } from '../../../platform/errors';
import { users } from '../../../platform/session/tables';
import { runUserAction, type UserActionResult } from './target';

export const PROFILE_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: 'Name must be at most 100 characters.',
  emailInvalid: 'Email is not valid.',
  langInvalid: "Language must be 'ar' or 'en'.",
  nothingChanged: 'Nothing to change.',
  infoChanged: 'User info has been changed.',
  expressRiderSet: 'User is now an express rider.',
  expressRiderRemoved: 'User is no longer an express rider.',
  expressAdminSet: 'User is now an express admin.',
  expressAdminRemoved: 'User is no longer an express admin.',
  alreadySo: 'The user already has this setting.',
} as const;

const NAME_MAX = 100;
// Deliberately loose: one @, something on both sides, a dot in the domain. Mail delivery is the real test.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface UserInfoInput {
  userId: string;
  name?: string | null;
  email?: string | null;
  lang?: string | null;
}

type InfoFields = { name: string; email: string | null; lang: 'ar' | 'en' };

/** The fields asked to change, checked; null for a field left out. An empty email clears it. */
export function readUserInfo(input: UserInfoInput): Partial<InfoFields> {
  const out: Partial<InfoFields> = {};
  if (input.name !== undefined && input.name !== null) {
    const name = input.name.trim();
    if (!name) throw new UserError(PROFILE_MESSAGES.nameRequired);
    if (name.length > NAME_MAX) throw new UserError(PROFILE_MESSAGES.nameTooLong);
    out.name = name;
  }
  if (input.email !== undefined && input.email !== null) {
    const email = input.email.trim().toLowerCase();
    if (email && !EMAIL_PATTERN.test(email)) throw new UserError(PROFILE_MESSAGES.emailInvalid);
    out.email = email || null;
  }
  if (input.lang !== undefined && input.lang !== null) {
    if (input.lang !== 'ar' && input.lang !== 'en') throw new UserError(PROFILE_MESSAGES.langInvalid);
    out.lang = input.lang;
  }
  return out;
}

/** changeUserInfo (edit-user rule): name, email and language; only fields that differ are written and audited. */
export async function changeUserInfo(
  deps: Deps,
  session: SessionInfo,
  input: UserInfoInput,
): Promise<UserActionResult> {
  const asked = readUserInfo(input);
  return runUserAction(
    deps,
    session,
    { userId: input.userId, action: 'changeInfo', name: 'changeUserInfo' },
    async (tx, target, now) => {
      const current: InfoFields = { name: target.name, email: target.email, lang: target.lang };
      const keys = (Object.keys(asked) as Array<keyof InfoFields>).filter(
        (key) => asked[key] !== current[key],
      );
      if (keys.length === 0) throw new UserError(PROFILE_MESSAGES.nothingChanged);
      const after = Object.fromEntries(keys.map((key) => [key, asked[key]])) as Partial<InfoFields>;
      await tx
        .update(users)
        .set({ ...after, updatedAt: now })
        .where(eq(users.id, target.id));
      return {
        before: Object.fromEntries(keys.map((key) => [key, current[key]])),
        after,
        result: { _id: target.id, message: PROFILE_MESSAGES.infoChanged },
      };
    },
  );
}

/** Express rider / express admin set and remove (edit-user rule). */
export async function setExpressFlag(
  deps: Deps,
  session: SessionInfo,
  input: { userId: string; flag: 'isExpressRider' | 'isExpressAdmin'; value: boolean },
): Promise<UserActionResult> {
  const rider = input.flag === 'isExpressRider';
  const name = rider ? 'setExpressRider' : 'setExpressAdmin';
  return runUserAction(
    deps,
    session,
    { userId: input.userId, action: 'express', name },
    async (tx, target, now) => {
      if (target[input.flag] === input.value) throw new UserError(PROFILE_MESSAGES.alreadySo);
      await tx
        .update(users)
        .set({ [input.flag]: input.value, updatedAt: now })
        .where(eq(users.id, target.id));
      const message = rider
        ? input.value
          ? PROFILE_MESSAGES.expressRiderSet
          : PROFILE_MESSAGES.expressRiderRemoved
        : input.value
          ? PROFILE_MESSAGES.expressAdminSet
          : PROFILE_MESSAGES.expressAdminRemoved;
      return {
        before: { [input.flag]: !input.value },
        after: { [input.flag]: input.value },
        result: { _id: target.id, message },
      };
    },
  );
}
