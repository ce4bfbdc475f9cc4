/**
 * Runs one fuzz port in a child Node process instead of inside jest.
 *
 * Why: jest evaluates test code in a `vm` context, where every lookup of a global (`Number`,
 * `Math`, `Uint8Array` …) goes through the context's interceptors and costs twenty to fifty times
 * what it costs in plain Node. The receivers and codecs under test look such globals up for
 * every byte, so a million frames that take seconds in Node took minutes in jest. The code under
 * test is the same either way: esbuild bundles the port module with the real drivers, emulators
 * and store, exactly as build/bundle.mjs bundles the cabinet.
 *
 * The child prints one JSON line, the port's report; the jest test makes its assertions on that.
 * A test file starts its runs together (`startPorts`) so that a two-core machine runs two at once.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { buildSync } from 'esbuild';

const ROOT = join(__dirname, '..', '..');

/**
 * Bundles `modulePath` (which must export `run(options): Promise<report>`), runs it with
 * `options`, and resolves with the report. Rejects with the child's stderr if it fails.
 */
export async function runPort<Options, Report>(modulePath: string, options: Options): Promise<Report> {
  const dir = mkdtempSync(join(tmpdir(), 'fuzz-port-'));
  try {
    const outfile = join(dir, 'port.js');
    buildSync({
      stdin: {
        contents: [
          `import { run } from ${JSON.stringify(modulePath)};`,
          'run(JSON.parse(process.argv[2])).then(',
          '  (report) => process.stdout.write(JSON.stringify(report) + "\\n"),',
          '  (error) => { process.stderr.write(String(error && error.stack || error) + "\\n"); process.exit(1); },',
          ');',
        ].join('\n'),
        resolveDir: __dirname,
        loader: 'ts',
      },
      outfile,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      // Native and platform modules load from the repository's node_modules, as in dist/.
      packages: 'external',
      sourcemap: 'inline',
      logLevel: 'silent',
    });
    return await new Promise<Report>((resolve, reject) => {
      const child = spawn(process.execPath, [outfile, JSON.stringify(options)], {
        env: { ...process.env, NODE_PATH: [join(ROOT, 'node_modules'), process.env.NODE_PATH].filter(Boolean).join(delimiter) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => {
        const line = stdout.trim().split('\n').pop() ?? '';
        if (code !== 0 || line === '') {
          reject(new Error(`fuzz port ${modulePath} exited with ${code}:\n${stderr}`));
          return;
        }
        resolve(JSON.parse(line) as Report);
      });
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts every run at once and hands back their reports by name, for a test file whose tests
 * each await one. A run that fails is reported by the test that awaits it, not as an unhandled
 * rejection while the others still run.
 */
export function startPorts<Runs extends Record<string, Promise<unknown>>>(start: () => Runs): () => Runs {
  let runs: Runs | null = null;
  return () => {
    if (runs === null) {
      runs = start();
      for (const run of Object.values(runs)) run.catch(() => undefined);
    }
    return runs;
  };
}
