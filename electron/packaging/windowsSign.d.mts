/** Types of windowsSign.mjs (the electron-builder hook is plain ESM so that it loads as it is). */
type Env = Record<string, string | undefined>;
export interface SigntoolCommand {
  file: string;
  args: string[];
}
export function azureMetadata(env: Env): {
  Endpoint: string;
  CodeSigningAccountName: string;
  CertificateProfileName: string;
};
export function signtoolCommand(env: Env, file: string, metadataFile?: string | null): SigntoolCommand | null;
export function sign(
  configuration: { path: string },
  packager?: unknown,
  env?: Env,
  run?: (file: string, args: string[], options: { stdio: 'inherit' }) => unknown,
): Promise<void>;
