import { UPLOAD_IMAGE_FAILED } from '@ops/shared/rules/taskActions';
import { authToken } from './authToken';
import { serverUrl } from './serverUrl';

/**
 * The REST image uploads (03 §7: credentials included, multipart fileType, the route's own
 * fields, then file). The answer is { link } or { error }; errors read as the server's text
 * or "Couldn't Upload Image" (03 §8).
 */
export async function uploadImage(route: string, fields: Record<string, string>, file: File): Promise<{ link: string } | { error: string }> {
  const body = new FormData();
  body.append('fileType', file.type);
  // The server checks the named record before it stores a byte, so the fields go before the file.
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append('file', file);
  const token = authToken.get();
  try {
    const response = await fetch(`${serverUrl.get() ?? ''}${route}`, {
      method: 'PUT',
      body,
      credentials: 'include',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    const json = (await response.json().catch(() => ({}))) as { link?: string; error?: string };
    if (response.ok && json.link) return { link: json.link };
    return { error: json.error || UPLOAD_IMAGE_FAILED };
  } catch {
    return { error: UPLOAD_IMAGE_FAILED };
  }
}
