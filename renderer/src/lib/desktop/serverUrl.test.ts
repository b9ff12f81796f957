import { describe, expect, it } from 'vitest';
import { SERVER_URL_MESSAGES } from '@ops/shared/desktop/serverUrl';
import { serverUrlFailureMessage } from './serverUrl';

describe('serverUrlFailureMessage', () => {
  it("shows main's refusal without Electron's IPC wrapping", () => {
    // What ipcRenderer.invoke rejects with when the handler throws.
    const error = new Error(
      `Error invoking remote method 'ops:setServerUrl': InvalidServerUrlError: ${SERVER_URL_MESSAGES.insecure}`,
    );
    expect(serverUrlFailureMessage(error)).toBe(SERVER_URL_MESSAGES.insecure);
  });

  it('falls back to a plain sentence for anything else', () => {
    expect(serverUrlFailureMessage(new Error("Error invoking remote method 'ops:setServerUrl': boom"))).toBe(
      'This address cannot be used.',
    );
    expect(serverUrlFailureMessage('nope')).toBe('This address cannot be used.');
  });
});
