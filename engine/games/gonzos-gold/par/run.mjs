// Prints Gonzo's Gold's PAR figures (bundles report.ts with esbuild, then runs it in Node).
//   nice -n 19 node engine/games/gonzos-gold/par/run.mjs                 cached exact + Monte Carlo
//   nice -n 19 node engine/games/gonzos-gold/par/run.mjs --full          the full enumeration (~45 s)
//   nice -n 19 node engine/games/gonzos-gold/par/run.mjs --write-cache   the full enumeration, rewrites exact-cache.ts
//   options: --rounds N (default 3,000,000; 0 skips the Monte Carlo), --seed S (default 2025)
import { buildSync } from 'esbuild';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(mkdtempSync(join(tmpdir(), 'gonzo-par-')), 'report.cjs');
buildSync({ entryPoints: [join(here, 'report.ts')], bundle: true, platform: 'node', format: 'cjs', outfile: out, logLevel: 'warning' });
const report = createRequire(import.meta.url)(out);
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
};
const full = process.argv.includes('--full') || process.argv.includes('--write-cache');
let exact;
if (full) {
  const started = Date.now();
  const r = report.fullExact();
  exact = r.exact;
  process.stdout.write(`full enumeration: ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  if (process.argv.includes('--write-cache')) writeFileSync(join(here, 'exact-cache.ts'), r.cacheSource);
  // The tests read the cache (the enumeration takes most of a minute): --full proves it is what the enumeration gives.
  else if (readFileSync(join(here, 'exact-cache.ts'), 'utf8') !== r.cacheSource) {
    process.stderr.write('exact-cache.ts is NOT what the enumeration gives: run with --write-cache\n');
    process.exit(1);
  } else process.stdout.write('exact-cache.ts matches the enumeration\n');
} else {
  exact = report.cachedExact();
}
for (const line of report.exactLines(exact)) process.stdout.write(`${line}\n`);
const rounds = arg('--rounds', 3_000_000);
if (rounds > 0) for (const line of report.simulationLines(exact, rounds, arg('--seed', 2025))) process.stdout.write(`${line}\n`);
