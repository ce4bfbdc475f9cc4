/** Stops what the global setup started: the shared end-to-end browser. */
import type { BrowserServer } from 'playwright-core';
import { SHARED_BROWSER_GLOBAL } from './e2e/shared-browser';

export default async function globalTeardown(): Promise<void> {
  await ((globalThis as Record<string, unknown>)[SHARED_BROWSER_GLOBAL] as BrowserServer | undefined)?.close();
}
