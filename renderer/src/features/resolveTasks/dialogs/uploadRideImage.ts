import { uploadFile } from '../../../lib/uploadFile';

/**
 * PUT /upload-additional-ride-image (02 §7 REST): multipart fileType, file, rideId;
 * the answer is { link } or { error }. Errors read as the server's text or
 * "Couldn't Upload Image" (02 §8).
 */
export async function uploadRideImage(
  rideId: string,
  file: File,
): Promise<{ link: string } | { error: string }> {
  const result = await uploadFile<{ link: string }>('/upload-additional-ride-image', file, { rideId });
  return 'error' in result ? result : { link: result.link };
}
