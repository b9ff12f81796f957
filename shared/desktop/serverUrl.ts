/** Where the desktop app looks for the operations API until the user picks another. */
export const DEFAULT_SERVER_URL = 'http://localhost:4000';
