#!/usr/bin/env node
/**
 * `npm test`'s test run on a 2-core machine: two jest processes side by side, one worker each.
 * One runs the end-to-end suites (test/e2e: Chromium with software GL, which takes a core to
 * itself and must not meet another Chromium suite), the other every other suite (engine, store,
 * devices on PTYs, power cuts), so the long waits of each overlap instead of adding up. dist/ is
 * built once before both. Lines are prefixed with their run; the exit code is non-zero when
 * either run fails. With arguments (`npm test -- <pattern>`) it is one plain jest run.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const jest = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const extra = process.argv.slice(2);

function run(name, args, env) {
  const started = Date.now();
  const child = spawn(process.execPath, [jest, ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(name ? `[${name}] ${line}\n` : `${line}\n`));
  }
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), seconds: Math.round((Date.now() - started) / 1000) })));
}

if (extra.length > 0) {
  const { code } = await run('', extra, {});
  process.exit(code);
}

execFileSync(process.execPath, [join(root, 'build', 'bundle.mjs'), '--tests'], { cwd: root, stdio: 'inherit' });
const built = { CABINET_TESTS_BUILT: '1' };
const results = await Promise.all([
  run('e2e', ['--maxWorkers=1', 'test/e2e/'], built),
  run('core', ['--maxWorkers=1', '--testPathIgnorePatterns', '/test/e2e/', '/node_modules/'], { ...built, CABINET_NO_BROWSER: '1' }),
]);
for (const r of results) process.stdout.write(`${r.name}: ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`} in ${r.seconds} s\n`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
