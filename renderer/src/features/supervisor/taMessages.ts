/** 03 §8 area settings messages, word for word. */
export const TA_MESSAGES = {
  loadFailed: (message: string) => `Failed to load task area settings: ${message}`,
  updateFailed: 'Failed to update task assignment area settings',
  saveError: 'Error saving settings',
  deleteFailed: 'Failed to delete task assignment area settings',
  deleteError: 'Error deleting settings',
  saved: 'Settings saved successfully',
  deleted: 'Settings deleted successfully',
} as const;
