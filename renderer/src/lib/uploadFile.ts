import { UPLOAD_IMAGE_FAILED } from '@ops/shared/rules/taskActions';
import { authToken } from './authToken';
import { serverUrl } from './serverUrl';

/**
 * The REST uploads (03 §7: PUT, credentials included, multipart with fileType and file,
 * plus a route's own fields). Answers the JSON body when it holds a link, else the server's
 * error text or "Couldn't Upload Image" (03 §8).
 */
export async function uploadFile<T extends { link: string }>(
  path: string,
  file: File,
  fields: Record<string, string> = {},
): Promise<T | { error: string }> {
  const body = new FormData();
  body.append('fileType', file.type);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file);
  const token = authToken.get();
  try {
    const response = await fetch(`${serverUrl.get() ?? ''}${path}`, {
      method: 'PUT',
      body,
      credentials: 'include',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    const json = (await response.json().catch(() => ({}))) as Partial<T> & { error?: string };
    if (response.ok && json.link) return json as T;
    return { error: json.error || UPLOAD_IMAGE_FAILED };
  } catch {
    return { error: UPLOAD_IMAGE_FAILED };
  }
}
