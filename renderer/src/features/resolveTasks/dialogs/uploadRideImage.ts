import { authToken } from '../../../lib/authToken';
import { serverUrl } from '../../../lib/serverUrl';
import { UPLOAD_IMAGE_FAILED } from '@ops/shared/rules/taskActions';

/**
 * PUT /upload-additional-ride-image (02 §7 REST): multipart fileType, file, rideId;
 * the answer is { link } or { error }. Errors read as the server's text or
 * "Couldn't Upload Image" (02 §8).
 */
export async function uploadRideImage(rideId: string, file: File): Promise<{ link: string } | { error: string }> {
  const body = new FormData();
  body.append('fileType', file.type);
  body.append('rideId', rideId);
  body.append('file', file);
  const token = authToken.get();
  try {
    const response = await fetch(`${serverUrl.get() ?? ''}/upload-additional-ride-image`, {
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
