// The Windows signing hook of electron-builder.yml (win.signtoolOptions.sign). Plain ESM with no
// dependencies: electron-builder loads it as it is. Code-signing keys live in hardware today
// (CA/Browser Forum rules since June 2023: no more .pfx files for public code signing), so it
// signs one of two ways, chosen by WIN_SIGN on the release machine:
//
//   WIN_SIGN=azure   Azure Trusted Signing (Microsoft's HSM service) through signtool and its dlib:
//     AZURE_TRUSTED_SIGNING_DLIB      path to Azure.CodeSigning.Dlib.dll (NuGet Microsoft.Trusted.Signing.Client)
//     AZURE_TRUSTED_SIGNING_ENDPOINT  e.g. https://weu.codesigning.azure.net
//     AZURE_TRUSTED_SIGNING_ACCOUNT   the Trusted Signing account name
//     AZURE_TRUSTED_SIGNING_PROFILE   the certificate profile name
//     AZURE_TENANT_ID, AZURE_CLIENT_ID, AZURE_CLIENT_SECRET   the app registration allowed to sign
//                                     (read by the dlib itself; or a managed identity / az login)
//   WIN_SIGN=token   a certificate whose key is on a hardware token or a cloud HSM with a Windows
//                    key storage provider (SafeNet eToken, YubiKey, DigiCert KeyLocker, SSL.com eSigner):
//     WIN_SIGN_CERT_SHA1              the certificate's thumbprint (certmgr.msc › Personal › Details)
//     WIN_SIGN_CSP, WIN_SIGN_KEY_CONTAINER   optional: the token's CSP name and key container
//   unset            nothing is signed (a test build); the build log says so for every file.
//
// Common: WIN_SIGNTOOL (default signtool.exe from the Windows SDK on PATH) and WIN_SIGN_TIMESTAMP_URL
// (default: Microsoft's for azure, DigiCert's for token). Instructions: electron/README.md "Signing".
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const DESCRIPTION = 'Ops Desktop';

function required(env, names) {
  const missing = names.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`WIN_SIGN=${env.WIN_SIGN} needs ${missing.join(', ')}`);
}

/** The Trusted Signing metadata file's content (the dlib reads it through /dmdf). */
export function azureMetadata(env) {
  required(env, [
    'AZURE_TRUSTED_SIGNING_ENDPOINT',
    'AZURE_TRUSTED_SIGNING_ACCOUNT',
    'AZURE_TRUSTED_SIGNING_PROFILE',
  ]);
  return {
    Endpoint: env.AZURE_TRUSTED_SIGNING_ENDPOINT,
    CodeSigningAccountName: env.AZURE_TRUSTED_SIGNING_ACCOUNT,
    CertificateProfileName: env.AZURE_TRUSTED_SIGNING_PROFILE,
  };
}

/**
 * The signtool command that signs `file`, or null when WIN_SIGN is unset. `metadataFile` is where
 * azureMetadata(env) was written.
 */
export function signtoolCommand(env, file, metadataFile = null) {
  const method = env.WIN_SIGN ?? '';
  if (method === '') return null;
  const signtool = env.WIN_SIGNTOOL || 'signtool.exe';
  const common = ['sign', '/fd', 'sha256', '/td', 'sha256', '/d', DESCRIPTION];
  if (method === 'azure') {
    required(env, ['AZURE_TRUSTED_SIGNING_DLIB']);
    if (!metadataFile) throw new Error('WIN_SIGN=azure needs the metadata file');
    const timestamp = env.WIN_SIGN_TIMESTAMP_URL || 'http://timestamp.acs.microsoft.com';
    return {
      file: signtool,
      args: [
        ...common,
        '/tr',
        timestamp,
        '/dlib',
        env.AZURE_TRUSTED_SIGNING_DLIB,
        '/dmdf',
        metadataFile,
        file,
      ],
    };
  }
  if (method === 'token') {
    required(env, ['WIN_SIGN_CERT_SHA1']);
    const timestamp = env.WIN_SIGN_TIMESTAMP_URL || 'http://timestamp.digicert.com';
    const provider = env.WIN_SIGN_CSP ? ['/csp', env.WIN_SIGN_CSP] : [];
    const container = env.WIN_SIGN_KEY_CONTAINER ? ['/kc', env.WIN_SIGN_KEY_CONTAINER] : [];
    const thumbprint = env.WIN_SIGN_CERT_SHA1.replace(/\s+/g, '');
    return {
      file: signtool,
      args: [...common, '/tr', timestamp, '/sha1', thumbprint, ...provider, ...container, file],
    };
  }
  throw new Error(`WIN_SIGN must be azure or token, not ${method}`);
}

/** electron-builder calls this for every file to sign (executables, DLLs, the installer). */
export async function sign(configuration, _packager, env = process.env, run = execFileSync) {
  const file = configuration.path;
  if (!env.WIN_SIGN) {
    console.warn(`  • not signed (WIN_SIGN is not set): ${file.split(/[\\/]/).pop()}`);
    return;
  }
  let metadataDir = null;
  try {
    let metadataFile = null;
    if (env.WIN_SIGN === 'azure') {
      metadataDir = mkdtempSync(path.join(tmpdir(), 'ops-sign-'));
      metadataFile = path.join(metadataDir, 'metadata.json');
      writeFileSync(metadataFile, JSON.stringify(azureMetadata(env)));
    }
    const command = signtoolCommand(env, file, metadataFile);
    run(command.file, command.args, { stdio: 'inherit' });
  } finally {
    if (metadataDir) rmSync(metadataDir, { recursive: true, force: true });
  }
}
