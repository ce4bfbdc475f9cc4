// Builds everything the cabinet runs into dist/:
//   dist/main/start.js          `npm start` (Electron launcher or web host)
//   dist/main/electron-main.js  Electron main process entry
//   dist/main/preload.js        the kiosk window's preload (sandboxed: one file, requires only electron)
//   dist/renderer/              the screen: app.js, index.html, style.css, sounds/*.wav
//   dist/test/*.js              with --tests: child processes the fault-injection tests run
// esbuild only transpiles; `npm run typecheck` checks the types.
import { build } from 'esbuild';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSounds } from './generate-sounds.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const withTests = process.argv.includes('--tests');

const node = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
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
    copyFile(join(root, 'renderer/index.html'), join(dist, 'renderer/index.html')),
    copyFile(join(root, 'renderer/style.css'), join(dist, 'renderer/style.css')),
    generateSounds(join(dist, 'renderer/sounds')),
  ];
  if (withTests) {
    jobs.push(build({ ...node, entryPoints: { 'cabinet-child': join(root, 'test/power-cut/cabinet-child.ts') }, outdir: join(dist, 'test') }));
  }
  await Promise.all(jobs);
  console.error(`built dist/ in ${Date.now() - started} ms`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
