// The tuning tool of Gonzo's Gold's free spins (par/tune.ts; docs/games/gonzos-gold-maths.md "Tuning").
// Bundles tune.ts with esbuild and runs it in Node. Run from the repository root, under nice:
//
//   nice -n 19 node engine/games/gonzos-gold/par/tune.mjs strips [--seed S] [--write]
//       generates the free-spin strips of every Expanding Symbol near its target award value
//       (TARGET_AWARD_VALUES, rising with rank; about 2–3 minutes), prints the estimates and
//       says whether reels.ts holds these strips; --write puts them in reels.ts (FREE_TEXT).
//   nice -n 19 npm run par -- gonzos-gold --exact-only --full --write-cache
//       then enumerates the new strips exactly and rewrites par/exact-cache.ts (about 40 s).
//   nice -n 19 node engine/games/gonzos-gold/par/tune.mjs weights [--total W] [--write]
//       solves the Expanding Symbol weights (strictly decreasing from TOPAZ to MASK, summing to W,
//       default 1000) for 96.11 % from the cached exact totals, prints them and the exact return,
//       and says whether maths.ts holds them; --write puts them in maths.ts (EXPANDING_WEIGHTS).
//
// The seed (default 1) fixes the search: the same seed gives the same strips.
import { buildSync } from 'esbuild';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const game = join(here, '..');
const out = join(mkdtempSync(join(tmpdir(), 'gonzo-tune-')), 'tune.cjs');
buildSync({ stdin: { contents: "export * from './tune'; export { RISING_RANK } from '../symbols'; export { toNumber } from '../../../core/rational'; export { cachedExact } from './exact'; export { GONZO_MATHS } from '../maths';", resolveDir: here, loader: 'ts' }, bundle: true, platform: 'node', format: 'cjs', outfile: out, logLevel: 'warning' });
const tune = createRequire(import.meta.url)(out);

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(name);
  return i < 0 ? fallback : Number(argv[i + 1]);
};
const write = argv.includes('--write');

/** Replaces the block of `file` from the line starting with `head` to the next line `end`. */
function replaceBlock(file, head, end, source) {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(head);
  const stop = text.indexOf(`\n${end}\n`, start);
  if (start < 0 || stop < 0) throw new Error(`${file}: no block starting "${head}"`);
  const current = text.slice(start, stop + end.length + 1);
  if (write && current !== source) writeFileSync(file, text.slice(0, start) + source + text.slice(stop + end.length + 1));
  return current === source;
}

if (argv[0] === 'strips') {
  const seed = option('--seed', 1);
  const started = Date.now();
  const sets = tune.tuneFreeStrips(seed);
  for (const s of sets) {
    const e = s.estimate;
    process.stdout.write(`${s.symbol.padEnd(9)} target ${String(tune.TARGET_AWARD_VALUES[s.symbol]).padStart(3)}  estimate ${e.awardValue.toFixed(3).padStart(8)} × bet (per spin: extra ${e.extra.toFixed(4)}, clusters ${e.cluster.toFixed(4)} sampled, bonus ${e.bonus.toFixed(4)}; ${e.spinsPerAward.toFixed(3)} spins)  after ${s.candidates} candidates\n`);
  }
  const same = replaceBlock(join(game, 'reels.ts'), 'const FREE_TEXT:', '};', tune.freeTextSource(sets));
  process.stdout.write(`${((Date.now() - started) / 1000).toFixed(1)} s, seed ${seed}: reels.ts ${same ? 'holds these strips' : write ? 'now holds these strips (rewrite par/exact-cache.ts next)' : 'holds OTHER strips (--write to replace them)'}\n`);
} else if (argv[0] === 'weights') {
  const x = tune.cachedExact(tune.GONZO_MATHS);
  const solved = tune.solveWeights(x, option('--total', 1000));
  for (const symbol of tune.RISING_RANK) {
    const e = x.expanding.find((s) => s.symbol === symbol);
    process.stdout.write(`${symbol.padEnd(9)} weight ${String(solved.weights[symbol]).padStart(4)}  award value ${tune.toNumber(e.awardValue).toFixed(4)} × bet\n`);
  }
  process.stdout.write(`exact RTP ${(tune.toNumber(solved.rtp) * 100).toFixed(6)} % (${solved.error >= 0 ? '+' : ''}${solved.error.toFixed(6)} points from 96.11 %)\n`);
  const same = replaceBlock(join(game, 'maths.ts'), 'export const EXPANDING_WEIGHTS:', '});', tune.weightsSource(solved.weights));
  process.stdout.write(`maths.ts ${same ? 'holds these weights' : write ? 'now holds these weights' : 'holds OTHER weights (--write to replace them)'}\n`);
} else {
  process.stderr.write('usage: node engine/games/gonzos-gold/par/tune.mjs strips [--seed S] [--write] | weights [--total W] [--write]\n');
  process.exitCode = 2;
}
