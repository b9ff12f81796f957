export interface HeldTaskDeps {
  serverUrl: string;
  token: string | null;
  fetch(
    url: string,
    init: { method: 'POST'; headers: Record<string, string>; body: string },
  ): Promise<{ ok: boolean; json(): Promise<unknown> }>;
}

const QUERY = '{ getUserAssignedTask { task { _id } } }';

/**
 * Whether the signed-in agent holds a task right now, asked of the server (the page may be
 * mid-reload; the server is the truth). Not signed in, not an agent (refused) or not checked
 * in: false. A server that cannot be reached throws: the caller then assumes a task is held,
 * so a restart is never offered on a guess.
 */
export async function holdsTask(deps: HeldTaskDeps): Promise<boolean> {
  if (!deps.token) return false;
  const response = await deps.fetch(new URL('/graphql', deps.serverUrl).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${deps.token}` },
    body: JSON.stringify({ query: QUERY }),
  });
  if (!response.ok)
    throw new Error(`the server answered ${String((response as { status?: number }).status ?? 'an error')}`);
  const body = (await response.json()) as {
    data?: { getUserAssignedTask?: { task?: { _id: string } | null } | null } | null;
  };
  return Boolean(body.data?.getUserAssignedTask?.task);
}
