/**
 * Builds dist/ once before the tests: the end-to-end test serves dist/renderer, and the
 * power-cut tests run dist/test/cabinet-child.js as the process they kill.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export default function globalSetup(): void {
  execFileSync(process.execPath, [join(__dirname, '..', 'build', 'bundle.mjs'), '--tests'], { stdio: 'inherit' });
}
