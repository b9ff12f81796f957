import { OPS_SESSIONS_LIST } from '@ops/shared/lists/sessions';
import { SessionsList } from './SessionsList';

/** /app/ops-sessions (users.OPS_SESSIONS): staff ops-app sessions. */
export default function OpsSessionsPage() {
  return <SessionsList kind="ops" definition={OPS_SESSIONS_LIST} title="Ops Sessions" />;
}
