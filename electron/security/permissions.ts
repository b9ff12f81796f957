/** Geolocation is for the "near me" map views; nothing else is ever granted. */
const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['geolocation']);

export function isPermissionAllowed(
  permission: string,
  requestingUrl: string | undefined,
  isOwnPageUrl: (url: string | undefined) => boolean,
): boolean {
  return ALLOWED_PERMISSIONS.has(permission) && isOwnPageUrl(requestingUrl);
}

/** The part of Electron's Session that takes permission handlers. */
export interface PermissionSession {
  setPermissionRequestHandler(
    handler: (
      webContents: unknown,
      permission: string,
      callback: (granted: boolean) => void,
      details: { requestingUrl?: string },
    ) => void,
  ): void;
  setPermissionCheckHandler(
    handler: (webContents: unknown, permission: string, requestingOrigin: string) => boolean,
  ): void;
}

export function installPermissionHandlers(
  session: PermissionSession,
  isOwnPageUrl: (url: string | undefined) => boolean,
): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(isPermissionAllowed(permission, details.requestingUrl, isOwnPageUrl));
  });
  // Checks (e.g. navigator.permissions.query) must agree with requests.
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionAllowed(permission, requestingOrigin, isOwnPageUrl),
  );
}
