import type { RoleLike } from '@ops/shared/rules/permissions/can';

export interface SessionRole extends RoleLike {
  _id: string;
  name: string;
  department: string;
}

export interface SessionUser {
  _id: string;
  name: string;
  phoneNumber: string;
  email: string | null;
  /** Signed in with a one-time password (create-admin): only changing it is allowed. */
  mustChangePassword: boolean;
}

export interface SessionInfo {
  sessionId: string;
  wsId: string;
  expiresAt: Date;
  user: SessionUser;
  role: SessionRole | null;
}
