/**
 * The PAR CLI end to end, as a child process on the bundle the jest global setup builds
 * (dist/build/par/cli.js and its worker). (The CLI lives in build/, outside jest's roots, so its
 * tests sit here beside the Monte Carlo they drive.)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CLI = join(__dirname, '..', '..', 'dist', 'build', 'par', 'cli.js');

function par(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('par CLI: determinism across worker counts', () => {
  it.each([
    ['--spins', '500001'],
    ['--precision', '0.003'], // needs two checkpoints: workers run ahead past the first
  ])('prints the same JSON sheet at 1, 2 and 4 workers (%s %s)', (option, value) => {
    const outputs = ['1', '2', '4'].map((workers) => par('gnomos-mix', '--bet', '20', option, value, '--seed', '99', '--format', 'json', '--workers', workers));
    for (const o of outputs) expect(o.status).toBe(0);
    const sheet = JSON.parse(outputs[0]?.stdout ?? '');
    expect(sheet.method.monteCarlo.seed).toBe('99');
    if (option === '--spins') expect(sheet.method.monteCarlo.rounds).toBe('500001');
    else expect(sheet.method.monteCarlo).toMatchObject({ stoppedBy: 'precision', chunks: 20 });
    expect(outputs[1]?.stdout).toBe(outputs[0]?.stdout);
    expect(outputs[2]?.stdout).toBe(outputs[0]?.stdout);
  });
});

describe('par CLI: Gnomos exact RTP against the simulation', () => {
  it.each(['11', '12', '13'])('lies inside the 99 %% interval of 2 M rounds (seed %s)', (seed) => {
    const o = par('gnomos-mix', '--bet', '20', '--spins', '2000000', '--seed', seed, '--format', 'json', '--workers', '2');
    expect(o.status).toBe(0);
    const sheet = JSON.parse(o.stdout);
    expect(sheet.rtp.total).toMatchObject({ percent: '46.6888 %', source: 'exact', numerator: '10026342520', denominator: '21474836480' });
    expect(sheet.exactInsideInterval99).toBe(true);
    const ci99 = sheet.rtpIntervals[2];
    expect(ci99.level).toBe('99 %');
    expect(Number.parseFloat(ci99.halfWidth)).toBeLessThan(0.3); // percent: a real interval, ±0.25 % at 2 M rounds
  });
});

describe("par CLI: Gonzo's Gold", () => {
  it('is a known model: exact RTP 96.11 % ± 0.10 (cached enumeration) inside the Monte Carlo 99 % interval', () => {
    const o = par('gonzos-gold', '--spins', '400000', '--seed', '7', '--format', 'json', '--workers', '2');
    expect(o.status).toBe(0);
    const sheet = JSON.parse(o.stdout);
    expect(sheet.game).toMatchObject({ id: 'gonzos-gold', name: "Gonzo's Gold", stakeUnits: '100' });
    expect(sheet.rtp.total.source).toBe('exact');
    const rtp = Number(BigInt(sheet.rtp.total.numerator) * 10n ** 12n / BigInt(sheet.rtp.total.denominator)) / 1e10;
    expect(Math.abs(rtp - 96.11)).toBeLessThanOrEqual(0.1);
    expect(sheet.exactInsideInterval99).toBe(true);
    expect(sheet.hitFrequency.source).toBe('exact');
    expect(sheet.standardDeviation.source).toBe('exact');
    expect(sheet.features.map((f: { id: string }) => f.id)).toContain('free-spins-mask');
  });
});

describe('par CLI: the classic 5×3 definition (engine/par/examples/classic-5x3.json)', () => {
  const CLASSIC = join(__dirname, 'examples', 'classic-5x3.json');

  /** "96.2850 % – 98.4938 %" → [0.962850, 0.984938]. */
  function bounds(interval: string): [number, number] {
    const [low, high] = interval.split(' – ').map((p) => Number.parseFloat(p) / 100);
    return [low as number, high as number];
  }

  it.each(['21', '22', '23'])('puts each exact component inside its Monte Carlo 99 %% interval (seed %s)', (seed) => {
    const o = par('--def', CLASSIC, '--spins', '2000000', '--seed', seed, '--format', 'json', '--workers', '2', ...(seed === '21' ? [] : ['--no-brute-force']));
    expect(o.status).toBe(0);
    const sheet = JSON.parse(o.stdout);
    const exact = sheet.rtp.components.filter((c: { source: string }) => c.source === 'exact');
    expect(exact.map((c: { id: string }) => c.id)).toEqual(['base-lines', 'scatter']);
    for (const c of exact) {
      const [low, high] = bounds(c.monteCarlo.interval99);
      const value = Number(BigInt(c.numerator)) / Number(BigInt(c.denominator));
      expect([c.id, low < value && value < high]).toEqual([c.id, true]);
    }
    if (seed === '21') {
      // The brute force ran in the workers, by first-reel ranges, and matched every numerator.
      expect(sheet.method.bruteForce).toMatchObject({ agrees: true, differences: [] });
      expect(o.stderr).toMatch(/brute force \(\d+ combinations\) agrees with the exact figures to the unit/);
    } else {
      expect(sheet.method.bruteForce).toBeNull();
    }
  });
});

describe('par CLI: a definition without free spins', () => {
  it('is exact throughout: the brute force completes hits, spread, max win and the distribution', () => {
    const o = par('--def', join(__dirname, 'examples', 'tiny-2-reel.json'), '--exact-only', '--format', 'json');
    expect(o.status).toBe(0);
    const sheet = JSON.parse(o.stdout);
    expect(sheet.method).toMatchObject({ exact: 'all components', bruteForce: { agrees: true }, monteCarlo: null });
    expect(sheet.hitFrequency.source).toBe('exact');
    expect(sheet.maxWin.source).toBe('exact');
    expect(sheet.winDistribution.source).toBe('exact');
    const outcomes = sheet.winDistribution.rows.reduce((a: bigint, r: { rounds: string }) => a + BigInt(r.rounds), 0n);
    expect(outcomes.toString()).toBe(sheet.cycle);
  });

  it('refuses a definition that does not parse, naming the problem', () => {
    const dir = mkdtempSync(join(tmpdir(), 'par-def-'));
    try {
      const file = join(dir, 'broken.json');
      writeFileSync(file, '{"kind": "lines"}');
      const o = par('--def', file);
      expect(o.status).toBe(2);
      expect(o.stderr).toContain('broken.json');
      expect(o.stdout).toBe('');
      writeFileSync(file, '{not json');
      expect(par('--def', file).stderr).toMatch(/broken\.json: not valid JSON/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('par CLI: outputs', () => {
  it('prints the exact sheet without simulating (--exact-only), as text and markdown', () => {
    const text = par('gnomos-mix', '--exact-only', '--bet', '20');
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/Total RTP\s+46\.6888 %\s+exact/);
    expect(text.stdout).toMatch(/hit frequency\s+16\.6396 % \(1 in 6\.01\)/);
    expect(text.stdout).not.toMatch(/Monte Carlo\s+\d/);
    const md = par('gnomos-mix', '--exact-only', '--format', 'md');
    expect(md.stdout).toMatch(/^# PAR sheet: /);
    expect(md.stdout).toContain('| Total RTP | 46.6888 % | exact |');
  });

  it('writes --out files and keeps the progress bar on stderr', () => {
    const dir = mkdtempSync(join(tmpdir(), 'par-cli-'));
    try {
      const file = join(dir, 'sheet.json');
      const o = par('gnomos-mix', '--spins', '300000', '--format', 'json', '--out', file, '--progress', '--workers', '1');
      expect(o.status).toBe(0);
      expect(o.stdout).toBe('');
      expect(JSON.parse(readFileSync(file, 'utf8')).method.monteCarlo.rounds).toBe('300000');
      const piped = par('gnomos-mix', '--spins', '300000', '--format', 'json', '--progress', '--workers', '1');
      expect(JSON.parse(piped.stdout).game.id).toBe('gnomos-mix');
      expect(piped.stderr).toMatch(/monte carlo \[/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints the usage for --help', () => {
    const o = par('--help');
    expect(o.status).toBe(0);
    expect(o.stdout).toMatch(/^usage: npm run par -- /);
  });
});

describe('par CLI: usage errors exit 2 with a message and print no sheet', () => {
  it.each([
    [[], /name a game id or give --def/],
    [['gnomos-mix', '--frobnicate'], /unknown option --frobnicate/],
    [['gnomos-mix', '--spins'], /--spins needs a value/],
    [['gnomos-mix', '--spins', 'many'], /--spins needs a whole number/],
    [['gnomos-mix', '--spins', '10', '--precision', '0.001'], /--spins or --precision, not both/],
    [['gnomos-mix', '--precision', '2'], /--precision is a fraction/],
    [['gnomos-mix', '--exact-only', '--spins', '10'], /--exact-only runs no simulation/],
    [['gnomos-mix', '--format', 'xml'], /--format is text, json or md/],
    [['gnomos-mix', '--workers', '0'], /--workers needs a whole number ≥ 1/],
    [['gnomos-mix', '--seed', '-3'], /--seed needs a whole number ≥ 0/],
    [['gnomos-mix', 'mona-lisa-jewels'], /one game at a time/],
    [['gnomos-mix', '--def', 'x.json'], /not both/],
    [['--def', 'x.json', '--bet', '20'], /--bet applies to registered games/],
    [['--def', '/no/such/file.json'], /cannot read \/no\/such\/file\.json: ENOENT/],
    [['no-such-game'], /unknown game "no-such-game" \(known: gnomos-mix, gonzos-gold, mona-lisa-jewels, mystery-elves, mystic-gem-40\)/],
    [['gonzos-gold', '--write-cache'], /--write-cache goes with --full/],
    [['gnomos-mix', '--full', '--exact-only'], /--full: gnomos-mix has no cached enumeration/],
    [['gnomos-mix', '--bet', '30'], /no bet of 30 cents \(bets: 20, 100, 500, 1000, 2000 cents\)/],
    [['gnomos-mix', '--setting', '96'], /gnomos-mix settings are whole percents from 70 to 95, got 96/],
    [['gnomos-mix', '--setting', '150'], /--setting is an RTP in percent/],
  ])('%j', (args, message) => {
    const o = par(...(args as string[]));
    expect(o.status).toBe(2);
    expect(o.stderr).toMatch(message as RegExp);
    expect(o.stdout).toBe('');
  });
});
