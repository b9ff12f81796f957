import { uploadImage } from '../../../lib/uploadImage';

/** PUT /upload-additional-ride-image (02 §7 REST): multipart fileType, rideId, file. */
export function uploadRideImage(rideId: string, file: File): Promise<{ link: string } | { error: string }> {
  return uploadImage('/upload-additional-ride-image', { rideId }, file);
}
