import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { azureMetadata, sign, signtoolCommand } from './windowsSign.mjs';

/** The Windows signing hook: signtool with the key in an HSM, never a certificate file. */
const file = 'C:\\build\\release\\win-unpacked\\Ops Desktop.exe';
const azure = {
  WIN_SIGN: 'azure',
  AZURE_TRUSTED_SIGNING_DLIB:
    'C:\\tools\\Microsoft.Trusted.Signing.Client\\bin\\x64\\Azure.CodeSigning.Dlib.dll',
  AZURE_TRUSTED_SIGNING_ENDPOINT: 'https://weu.codesigning.azure.net',
  AZURE_TRUSTED_SIGNING_ACCOUNT: 'cairo-ops',
  AZURE_TRUSTED_SIGNING_PROFILE: 'ops-desktop-public',
};

describe('Windows signing hook', () => {
  it('Azure Trusted Signing: signtool with the dlib, its metadata, SHA-256 and an RFC 3161 timestamp', () => {
    expect(signtoolCommand(azure, file, 'C:\\tmp\\metadata.json')).toEqual({
      file: 'signtool.exe',
      args: [
        'sign',
        '/fd',
        'sha256',
        '/td',
        'sha256',
        '/d',
        'Ops Desktop',
        '/tr',
        'http://timestamp.acs.microsoft.com',
        '/dlib',
        azure.AZURE_TRUSTED_SIGNING_DLIB,
        '/dmdf',
        'C:\\tmp\\metadata.json',
        file,
      ],
    });
    expect(azureMetadata(azure)).toEqual({
      Endpoint: 'https://weu.codesigning.azure.net',
      CodeSigningAccountName: 'cairo-ops',
      CertificateProfileName: 'ops-desktop-public',
    });
  });

  it('hardware token: the certificate by thumbprint from the store, the token CSP and container when given', () => {
    const env = {
      WIN_SIGN: 'token',
      WIN_SIGN_CERT_SHA1: 'a1 b2 c3 d4',
      WIN_SIGNTOOL: 'C:\\Program Files (x86)\\Windows Kits\\10\\bin\\x64\\signtool.exe',
      WIN_SIGN_TIMESTAMP_URL: 'http://ts.ssl.com',
    };
    expect(signtoolCommand(env, file)?.args).toEqual([
      'sign',
      '/fd',
      'sha256',
      '/td',
      'sha256',
      '/d',
      'Ops Desktop',
      '/tr',
      'http://ts.ssl.com',
      '/sha1',
      'a1b2c3d4',
      file,
    ]);
    expect(signtoolCommand(env, file)?.file).toBe(env.WIN_SIGNTOOL);
    const withCsp = signtoolCommand(
      {
        ...env,
        WIN_SIGN_CSP: 'eToken Base Cryptographic Provider',
        WIN_SIGN_KEY_CONTAINER: '[{{pin}}]=p11#abcd',
      },
      file,
    );
    expect(withCsp?.args.slice(-5)).toEqual([
      '/csp',
      'eToken Base Cryptographic Provider',
      '/kc',
      '[{{pin}}]=p11#abcd',
      file,
    ]);
  });

  it('says what is missing, and refuses an unknown method; unset signs nothing', () => {
    expect(() => signtoolCommand({ WIN_SIGN: 'azure' }, file, 'm.json')).toThrow(
      'WIN_SIGN=azure needs AZURE_TRUSTED_SIGNING_DLIB',
    );
    expect(() => azureMetadata({ WIN_SIGN: 'azure' })).toThrow(
      'needs AZURE_TRUSTED_SIGNING_ENDPOINT, AZURE_TRUSTED_SIGNING_ACCOUNT, AZURE_TRUSTED_SIGNING_PROFILE',
    );
    expect(() => signtoolCommand({ WIN_SIGN: 'token' }, file)).toThrow(
      'WIN_SIGN=token needs WIN_SIGN_CERT_SHA1',
    );
    expect(() => signtoolCommand({ WIN_SIGN: 'pfx' }, file)).toThrow(
      'WIN_SIGN must be azure or token, not pfx',
    );
    expect(signtoolCommand({}, file)).toBeNull();
  });

  it('the hook writes the metadata file for signtool, runs it, and removes the file afterwards', async () => {
    let metadata: unknown = null;
    let metadataPath = '';
    const run = vi.fn((_file: string, args: string[]) => {
      metadataPath = args[args.indexOf('/dmdf') + 1]!;
      metadata = JSON.parse(readFileSync(metadataPath, 'utf8'));
    });
    await sign({ path: file }, undefined, azure, run);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]![1].at(-1)).toBe(file);
    expect(metadata).toEqual(azureMetadata(azure));
    expect(() => readFileSync(metadataPath)).toThrow();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unsigned = vi.fn();
    await sign({ path: file }, undefined, {}, unsigned);
    expect(unsigned).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('  • not signed (WIN_SIGN is not set): Ops Desktop.exe');
    warn.mockRestore();
  });
});
