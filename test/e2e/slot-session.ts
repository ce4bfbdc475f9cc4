/// <reference lib="dom" />
/**
 * What the video-slot session tests share: waiting until the stage has drawn a spin and its
 * reels have stopped (the body's data-slot-seq and data-slot-spinning), with a screenshot and the
 * stage's state when it does not happen.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';

export const SHOTS = join(__dirname, '..', '..', 'test-results');

/** The slot has drawn spin `seq` and its reels have stopped; otherwise `failedShot` is written and the state thrown. */
export async function spinShown(page: Page, seq: number, failedShot: string): Promise<void> {
  await page.waitForFunction((s) => Number(document.body.dataset.slotSeq ?? 0) >= s && document.body.dataset.slotSpinning !== 'true', seq, { timeout: 60_000 }).catch(async (error: Error) => {
    const state = await page.evaluate(() => ({ ...document.body.dataset }));
    await page.screenshot({ path: join(SHOTS, failedShot) });
    throw new Error(`spin ${seq} was not shown: ${JSON.stringify(state)} (${error.message})`);
  });
}
