import { pathToFileURL } from 'node:url';
import { resolveAppFile } from './appProtocol';

/** The part of Electron's `protocol` used to serve the renderer. */
export interface ProtocolLike {
  handle(scheme: string, handler: (request: Request) => Promise<Response>): void;
}

/**
 * Serves `rootDir` (the built renderer) on app://ops/ with our CSP on every
 * response. `fetchFile` is Electron's `net.fetch`, which reads file:// URLs with the
 * right MIME types.
 */
export function serveAppProtocol(
  protocol: ProtocolLike,
  scheme: string,
  rootDir: string,
  fetchFile: (url: string) => Promise<Response>,
  getPolicy: () => string,
): void {
  protocol.handle(scheme, async (request) => {
    const file = resolveAppFile(request.url, rootDir);
    if (file === null) return new Response('Not found', { status: 404 });
    let fileResponse: Response;
    try {
      fileResponse = await fetchFile(pathToFileURL(file).toString());
    } catch {
      return new Response('Not found', { status: 404 });
    }
    const headers = new Headers(fileResponse.headers);
    headers.set('Content-Security-Policy', getPolicy());
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(fileResponse.body, { status: fileResponse.status, headers });
  });
}
