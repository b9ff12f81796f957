#!/usr/bin/env node
// `npm run dev`: the API with demo data and the simulator, plus Vite's dev server with hot reload.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'server/src/compose/main.ts'], {
    stdio: 'inherit',
    env: { DEMO_SEED: '1', SIMULATOR: '1', ...process.env },
  }),
  spawn('npx', ['vite', '--config', 'renderer/vite.config.ts'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
