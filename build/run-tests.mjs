#!/usr/bin/env node
/**
 * `npm test`'s test run on a 2-core machine: two jest processes side by side, one worker each.
 * One runs the end-to-end suites (test/e2e: Chromium with software GL, which takes a core to
 * itself and must not meet another Chromium suite), the other every other suite (engine, store,
 * devices on PTYs, power cuts), so the long waits of each overlap instead of adding up. dist/ is
 * built once before both. Lines are prefixed with their run; the exit code is non-zero when
 * either run fails. The FAIL lines and the first lines of each failed or retried test's error
 * (test/e2e-retry.ts) are printed again at the very end, so a long log's tail says what failed.
 * With arguments (`npm test -- <pattern>`) it is one plain jest run.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const jest = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const extra = process.argv.slice(2);

/** Lines of an error kept for the digest after each failed test's "●" header. */
const DIGEST_LINES = 8;

function run(name, args, env) {
  const started = Date.now();
  const child = spawn(process.execPath, [jest, ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const digest = [];
  let keep = 0;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      process.stdout.write(name ? `[${name}] ${line}\n` : `${line}\n`);
      if (/^(PASS |Test Suites:)/.test(line)) keep = 0;
      if (/^FAIL /.test(line)) digest.push(line);
      else if ((/^\s+● /.test(line) && !/● Console/.test(line)) || /LOGGING RETRY ERRORS/.test(line)) {
        digest.push(line);
        keep = DIGEST_LINES;
      } else if (keep > 0 && line.trim() !== '') {
        digest.push(line);
        keep -= 1;
      }
    });
  }
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), seconds: Math.round((Date.now() - started) / 1000), digest })),
  );
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
for (const r of results.filter((x) => x.digest.length > 0)) {
  process.stdout.write(`\n${r.name}: what failed or was retried\n${r.digest.map((line) => `  ${line}`).join('\n')}\n`);
}
for (const r of results) process.stdout.write(`${r.name}: ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`} in ${r.seconds} s\n`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
