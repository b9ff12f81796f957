import { uploadFile } from '../../lib/uploadFile';

/** PUT /upload-inventory (03 §7): { link } to show now, { imageUrl } for the item or report to keep. */
export function uploadInventoryImage(
  file: File,
): Promise<{ link: string; imageUrl: string } | { error: string }> {
  return uploadFile<{ link: string; imageUrl: string }>('/upload-inventory', file);
}
