// The tuning tool of Mystery Elves' strips (par/tune.ts; docs/games/mystery-elves-maths.md "Tuning").
// Bundles tune.ts with esbuild and runs it in Node. Run from the repository root, under nice:
//
//   nice -n 19 node engine/games/mystery-elves/par/tune-cli.mjs base [--seed S] [--steps N] [--write]
//       hill-climbs the base plan from BASE_START towards 95.01 % (Hold and Win 1 in ~175 games,
//       SCATTER ~4 % of the return), lays it out with the seed, confirms the return with the
//       exact enumeration and says whether reels.ts holds these strips; --write puts them there.
//   nice -n 19 node engine/games/mystery-elves/par/tune-cli.mjs buy [--seed S] [--steps N] [--write]
//       the same for the BUY strips from BUY_START, each candidate judged exactly (about a minute).
//   nice -n 19 node engine/games/mystery-elves/par/tune-cli.mjs values [--index I] [--span N] [--write]
//       moves the value weight at --index (default 0, the 1× value) by up to --span units for the
//       base return closest to 95.01 % and says whether bonus.ts holds it; --write puts it there.
//
// The shipped tables: docs/games/mystery-elves-maths.md "Tuning" gives the commands in order.
// The seed (default 1) fixes the search: the same seed gives the same strips.
import { buildSync } from 'esbuild';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const game = join(here, '..');
const out = join(mkdtempSync(join(tmpdir(), 'elves-tune-')), 'tune.cjs');
buildSync({
  stdin: {
    contents: "export * from './tune'; export { featureExact } from './exact-feature'; export { modeExact } from './exact'; export { toNumber } from '../../../core/rational'; export { ELVES_MATHS } from '../maths';",
    resolveDir: here,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  outfile: out,
  logLevel: 'warning',
});
const tune = createRequire(import.meta.url)(out);

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(name);
  return i < 0 ? fallback : Number(argv[i + 1]);
};
const write = argv.includes('--write');
const pct = (x) => `${(x * 100).toFixed(4)} %`;

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

const maths = tune.ELVES_MATHS;
const seed = option('--seed', 1);
const started = Date.now();
let strips;
if (argv[0] === 'base') {
  const feature = tune.featureExact(maths);
  const { plan, quick } = tune.searchBase(tune.BASE_START, tune.featureValues(feature), seed, option('--steps', 40000));
  strips = { base: tune.arrange(plan, seed), buy: maths.strips.buy };
  const e = tune.modeExact({ ...maths, strips }, 'base', feature);
  process.stdout.write(`plan: ${plan.map((r) => `${tune.reelLength(r)} stops, stacks ${r.stacks.join('/')}`).join('; ')}\n`);
  process.stdout.write(`estimate ${pct(quick.rtp)} (lines ${pct(quick.lines)}, scatter ${pct(quick.scatter)}, Hold and Win ${pct(quick.hold)}, 1 in ${(1 / quick.trigger).toFixed(1)})\n`);
  process.stdout.write(`exact    ${pct(tune.toNumber(e.rtp))} (lines ${pct(tune.toNumber(e.lines))}, scatter ${pct(tune.toNumber(e.scatter))}, Hold and Win ${pct(tune.toNumber(e.hold))}, 1 in ${(1 / tune.toNumber(e.trigger)).toFixed(1)}); hit ${pct(tune.toNumber(e.hit))}, SD ${e.sdPerStake.toFixed(3)}\n`);
} else if (argv[0] === 'buy') {
  const r = tune.searchBuy(tune.BUY_START, maths, seed, option('--steps', 300));
  strips = { base: maths.strips.base, buy: r.strips };
  process.stdout.write(`plan: ${r.plan.map((p) => `${tune.reelLength(p)} stops, stacks ${p.stacks.join('/')}`).join('; ')}\n`);
  process.stdout.write(`exact buy ${pct(r.rtp)}, ${r.spinDraws.toFixed(3)} stop draws a buy\n`);
} else if (argv[0] === 'values') {
  // The value weight at --index (default 0, the 1× value) moved by up to --span units.
  const best = tune.polishValueWeight(maths, option('--index', 0), option('--span', 40))[0];
  process.stdout.write(`value weights ${best.weights.join(', ')}: base ${pct(best.base)}, buy ${pct(best.buy)}\n`);
  const source = `  valueWeights: Object.freeze([${best.weights.join(', ')}]),`;
  const same = replaceBlock(join(game, 'bonus.ts'), '  valueWeights: Object.freeze(', '  mysteryWeight: ' + maths.bonus.mysteryWeight + ',', `${source}\n  mysteryWeight: ${maths.bonus.mysteryWeight},`);
  process.stdout.write(`${((Date.now() - started) / 1000).toFixed(1)} s: bonus.ts ${same ? 'holds these weights' : write ? 'now holds these weights' : 'holds OTHER weights (--write to replace them)'}\n`);
  process.exit(0);
} else {
  process.stderr.write('usage: node engine/games/mystery-elves/par/tune-cli.mjs base|buy [--seed S] [--steps N] [--write] | values [--index I] [--span N] [--write]\n');
  process.exit(2);
}
const same = replaceBlock(join(game, 'reels.ts'), 'const STRIPS_TEXT:', '};', tune.stripsSource(strips));
process.stdout.write(`${((Date.now() - started) / 1000).toFixed(1)} s, seed ${seed}: reels.ts ${same ? 'holds these strips' : write ? 'now holds these strips' : 'holds OTHER strips (--write to replace them)'}\n`);
