/**
 * Builds dist/ once before the tests (unless build/run-tests.mjs already did): the end-to-end test serves dist/renderer, and the
 * power-cut tests run dist/test/cabinet-child.js, jackpot-child.js and mystic-gem-child.js as the processes they kill.
 * Then starts the one Chromium every end-to-end suite shares (test/e2e/shared-browser.ts); the
 * global teardown stops it (jest hands globals from the setup to the teardown only).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM, SHARED_BROWSER_GLOBAL, startSharedBrowser } from './e2e/shared-browser';

export default async function globalSetup(): Promise<void> {
  // build/run-tests.mjs builds once for its two jest runs and says so.
  if (process.env.CABINET_TESTS_BUILT !== '1') execFileSync(process.execPath, [join(__dirname, '..', 'build', 'bundle.mjs'), '--tests'], { stdio: 'inherit' });
  // Without Chromium the end-to-end suites say so themselves when they try to start it; the run without them starts none.
  if (existsSync(CHROMIUM) && process.env.CABINET_NO_BROWSER !== '1') (globalThis as Record<string, unknown>)[SHARED_BROWSER_GLOBAL] = await startSharedBrowser();
}
