/** Stored keys of inventory images (items, damaged-part photos): PUT /upload-inventory writes under it. */
export const INVENTORY_IMAGE_PREFIX = 'inventory/';
