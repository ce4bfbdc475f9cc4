// Builds everything the cabinet runs into dist/:
//   dist/main/start.js          `npm start` (Electron launcher or web host)
//   dist/main/electron-main.js  Electron main process entry
//   dist/main/preload.js        the kiosk window's preload (sandboxed: one file, requires only electron)
//   dist/renderer/              the screen: app.js, index.html, style.css, sounds/*.wav
//   dist/test/*.js              with --tests: child processes the fault-injection tests run
//   dist/build/par/cli.js       `npm run par`: the PAR tool, and worker.js, its worker thread (found next to it)
//   dist/build/bench/bench.js   `npm run bench`: throughput figures of the PAR tool
//   dist/build/devices/devices-cli.js  `npm run devices`: the emulated devices on socat PTYs
// esbuild only transpiles; `npm run typecheck` checks the types.
import { build } from 'esbuild';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSounds } from './generate-sounds.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const withTests = process.argv.includes('--tests');
// `npm run dist` bundles with --production: the build then refuses the seeded test mode.
const production = process.argv.includes('--production');

const node = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
  define: { CABINET_BUILD: JSON.stringify(production ? 'production' : 'development') },
};

async function main() {
  const started = Date.now();
  await rm(join(dist, 'renderer'), { recursive: true, force: true });
  await mkdir(join(dist, 'renderer'), { recursive: true });
  const jobs = [
    build({ ...node, entryPoints: { start: join(root, 'main/start.ts'), 'electron-main': join(root, 'main/hosts/electron/electron-main.ts') }, outdir: join(dist, 'main') }),
    build({ ...node, entryPoints: { preload: join(root, 'main/hosts/electron/preload.ts') }, outdir: join(dist, 'main'), packages: undefined, external: ['electron'] }),
    build({
      entryPoints: { app: join(root, 'renderer/app.ts') },
      outdir: join(dist, 'renderer'),
      bundle: true,
      platform: 'browser',
      format: 'iife',
      target: 'es2022',
      sourcemap: 'linked',
      minify: true,
      logLevel: 'warning',
    }),
    build({ ...node, entryPoints: { cli: join(root, 'build/par/cli.ts'), worker: join(root, 'build/par/worker.ts'), 'cycles-cli': join(root, 'build/par/cycles-cli.ts') }, outdir: join(dist, 'build/par') }),
    build({ ...node, entryPoints: { bench: join(root, 'build/bench/bench.ts') }, outdir: join(dist, 'build/bench') }),
    build({ ...node, entryPoints: { 'devices-cli': join(root, 'build/devices/devices-cli.ts') }, outdir: join(dist, 'build/devices') }),
    copyFile(join(root, 'renderer/index.html'), join(dist, 'renderer/index.html')),
    copyFile(join(root, 'renderer/style.css'), join(dist, 'renderer/style.css')),
    generateSounds(join(dist, 'renderer/sounds')),
  ];
  if (withTests) {
    jobs.push(build({ ...node, entryPoints: { 'cabinet-child': join(root, 'test/power-cut/cabinet-child.ts'), 'jackpot-child': join(root, 'test/power-cut/jackpot-child.ts'), 'mystic-gem-child': join(root, 'test/power-cut/mystic-gem-child.ts'), 'gonzo-child': join(root, 'test/power-cut/gonzo-child.ts'), 'elves-child': join(root, 'test/power-cut/elves-child.ts') }, outdir: join(dist, 'test') }));
  }
  await Promise.all(jobs);
  console.error(`built dist/ in ${Date.now() - started} ms`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
