#!/usr/bin/env node
// `npm start`: the whole system on an embedded database with demo data and the fleet
// simulator, then the desktop window; where Electron is missing, the same app in a browser.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const port = process.env.PORT ?? '4000';
const url = `http://localhost:${port}`;

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!fs.existsSync('dist/renderer/index.html') || process.env.REBUILD === '1') {
  console.log('Building the app (first start only)...');
  run('npx', ['vite', 'build', '--config', 'renderer/vite.config.ts', '--logLevel', 'warn']);
}

const server = spawn('npx', ['tsx', 'server/src/compose/main.ts'], {
  stdio: 'inherit',
  env: {
    DEMO_SEED: '1',
    SIMULATOR: '1',
    RENDERER_DIR: path.resolve('dist/renderer'),
    ...process.env,
    PORT: port,
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));

async function waitForHealth() {
  for (let i = 0; i < 600; i += 1) {
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become ready');
}

/** The Electron binary, if it was downloaded; never triggers a download (the electron package would). */
function electronBinary() {
  try {
    const packageDir = path.dirname(require.resolve('electron/package.json'));
    const pathFile = path.join(packageDir, 'path.txt');
    if (process.env.ELECTRON_OVERRIDE_DIST_PATH)
      return path.join(process.env.ELECTRON_OVERRIDE_DIST_PATH, 'electron');
    if (!fs.existsSync(pathFile)) return null;
    const binary = path.join(packageDir, 'dist', fs.readFileSync(pathFile, 'utf8').trim());
    return fs.existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

await waitForHealth();
const binary = electronBinary();
if (!binary) {
  console.log(`\nElectron is not installed on this machine, so no desktop window opens.`);
  console.log(`The same app is served at ${url} — open it in a browser. Stop with Ctrl+C.\n`);
} else {
  run('node', ['scripts/build-electron.mjs']);
  // The window asks for the server address on its first run, offering http://localhost:4000.
  const desktop = spawn(binary, ['.'], { stdio: 'inherit' });
  desktop.on('exit', stop);
}
