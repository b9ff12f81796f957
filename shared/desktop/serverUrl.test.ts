import { describe, expect, it } from 'vitest';
import { checkServerUrl, SERVER_URL_MESSAGES } from './serverUrl';

const { notHttp, extraParts, insecure } = SERVER_URL_MESSAGES;

describe('checkServerUrl', () => {
  it.each([
    // https: any host, normalised to origin + path without a trailing slash
    ['https://ops.example.eg', 'https://ops.example.eg'],
    ['  https://ops.example.eg/api/  ', 'https://ops.example.eg/api'],
    ['https://ops.example.eg:443', 'https://ops.example.eg'],
    ['HTTPS://OPS.EXAMPLE.EG:8443/', 'https://ops.example.eg:8443'],
    ['https://10.0.0.5:4000', 'https://10.0.0.5:4000'],
    ['https://localhost:4000', 'https://localhost:4000'],
    // http: only this computer
    ['http://localhost:4000', 'http://localhost:4000'],
    ['HTTP://LOCALHOST:4000/', 'http://localhost:4000'],
    ['http://127.0.0.1:4000', 'http://127.0.0.1:4000'],
    ['http://[::1]:4000/', 'http://[::1]:4000'],
    ['http://[0:0:0:0:0:0:0:1]:4000', 'http://[::1]:4000'],
  ])('accepts %j as %j', (input, url) => {
    expect(checkServerUrl(input)).toEqual({ ok: true, url });
  });

  it.each([
    // plain http to another machine: the password and the session would cross the network in clear
    ['http://10.0.0.5:4000', insecure],
    ['http://192.168.1.20', insecure],
    ['http://ops.example.eg', insecure],
    ['http://ops-server:4000', insecure],
    ['http://localhost.evil.example', insecure],
    ['http://127.0.0.1.nip.io', insecure],
    ['http://[::2]:4000', insecure],
    ['http://0.0.0.0:4000', insecure],
    // not an http(s) address
    ['localhost:4000', notHttp],
    ['ops.example.eg', notHttp],
    ['ftp://ops.example.eg', notHttp],
    ['file:///etc/passwd', notHttp],
    ['javascript:alert(1)', notHttp],
    ['ws://localhost:4000', notHttp],
    ['', notHttp],
    ['   ', notHttp],
    // parts that would ride along on every request
    ['https://user:secret@ops.example.eg', extraParts],
    ['https://ops.example.eg/?q=1', extraParts],
    ['https://ops.example.eg/#x', extraParts],
  ])('refuses %j: %s', (input, message) => {
    expect(checkServerUrl(input)).toEqual({ ok: false, message });
  });

  it('explains the https rule in words a user can act on', () => {
    expect(insecure).toBe(
      'Use https:// for a server other than this computer: the connection carries your password and session.',
    );
  });
});
