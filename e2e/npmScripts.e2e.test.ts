import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const scripts = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

// The commands a README promises must start something that exists (issue 6 §22: test:e2e named a missing file).
describe('npm scripts', () => {
  it.each(Object.entries(scripts).filter(([, command]) => /^(node|tsx) /.test(command)))(
    '%s runs a file that exists',
    (_name, command) => {
      const file = command
        .split(' ')
        .slice(1)
        .find((word) => !word.startsWith('-'));
      expect(file && fs.existsSync(path.join(ROOT, file)), `${command}`).toBe(true);
    },
  );

  it('test:e2e builds the renderer and runs the end-to-end project, as npm test does', () => {
    const [runner, ...words] = scripts['test:e2e']!.split(' ');
    expect(runner).toBe('node');
    const plan = execFileSync(process.execPath, [...words, '--dry-run'], { cwd: ROOT, encoding: 'utf8' });
    expect(plan.trim().split('\n')).toEqual([
      'build renderer: npx vite build --config renderer/vite.config.ts --logLevel warn',
      'end-to-end (Chromium): npx vitest run --project e2e',
    ]);
  });
});
