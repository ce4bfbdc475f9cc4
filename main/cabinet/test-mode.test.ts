import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { CryptoRng } from './crypto-rng';
import { cabinetRng, TestModeRefusedError } from './test-mode';

const root = join(__dirname, '..', '..');

describe('the seeded test mode', () => {
  it('plays the same draws for the same seed in a development build, and the cryptographic generator without a seed', () => {
    const a = cabinetRng(7, 'development');
    const b = cabinetRng(7, 'development');
    const draws = (rng: { nextUint32(): number }) => Array.from({ length: 5 }, () => rng.nextUint32());
    expect(draws(a)).toEqual(draws(b));
    expect(cabinetRng(undefined, 'production')).toBeInstanceOf(CryptoRng);
  });

  it('is refused by a production build', () => {
    expect(() => cabinetRng(7, 'production')).toThrow(TestModeRefusedError);
  });

  it('stops `npm start` of a production bundle with a message, before anything is served or stored', () => {
    // Inside the repository, so the bundle finds node_modules as the shipped one does.
    mkdirSync(join(root, 'dist'), { recursive: true });
    const dir = mkdtempSync(join(root, 'dist', 'production-check-'));
    try {
      // The same bundling as `npm run dist` (build/bundle.mjs --production) for the launcher.
      buildSync({
        entryPoints: [join(root, 'main/start.ts')],
        outfile: join(dir, 'main', 'start.js'),
        bundle: true,
        platform: 'node',
        format: 'cjs',
        target: 'node20',
        packages: 'external',
        logLevel: 'silent',
        define: { CABINET_BUILD: '"production"' },
      });
      const data = join(mkdtempSync(join(tmpdir(), 'cabinet-prod-data-')), 'data');
      const run = spawnSync(process.execPath, [join(dir, 'main', 'start.js'), '--host', 'web', '--port', '0', '--data', data, '--test-seed', '42'], {
        encoding: 'utf8',
        timeout: 20_000,
        cwd: root,
      });
      expect(run.status).not.toBe(0);
      expect(run.stderr + run.stdout).toMatch(/production build: the seeded test mode .* is refused/);
      expect(run.stdout).not.toMatch(/Serving the cabinet screen/);
      expect(existsSync(data)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
