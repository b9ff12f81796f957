import { INVENTORY_IMAGE_PREFIX } from './inventoryImageKeys';
import type { Deps } from '../deps';
import {
  imageTypeOf,
  storeCheckedImage,
  UPLOAD_MESSAGES,
  UploadError,
  type IncomingImage,
} from './checkedImage';

/**
 * PUT /upload-inventory: an item image or a damaged-part photo, checked to really be the
 * PNG, JPEG or WebP it claims (magic bytes), stored under inventory/. Returns the stored
 * key: the item or report keeps it and signs it whenever it is shown.
 */
export async function storeInventoryImage(
  deps: Deps,
  input: { fileType: string | null; file: IncomingImage },
): Promise<string> {
  const type = imageTypeOf(input.file, input.fileType);
  if (!type) throw new UploadError(400, UPLOAD_MESSAGES.notAnImage);
  return storeCheckedImage(deps, {
    prefix: `${INVENTORY_IMAGE_PREFIX}uploads/`,
    type,
    file: input.file,
    context: { upload: 'inventory' },
  });
}
