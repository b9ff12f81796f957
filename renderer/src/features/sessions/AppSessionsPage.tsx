import { APP_SESSIONS_LIST } from '@ops/shared/lists/sessions';
import { SessionsList } from './SessionsList';

/** /app/app-sessions (users.APP_SESSIONS): rider app sessions. */
export default function AppSessionsPage() {
  return <SessionsList kind="app" definition={APP_SESSIONS_LIST} title="App Sessions" />;
}
