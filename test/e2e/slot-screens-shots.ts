/**
 * Screenshots of every slot-screen fixture at 1920 × 1080 into test-results/ (run by hand:
 * `npx esbuild test/e2e/slot-screens-shots.ts --bundle --platform=node --packages=external --outfile=/tmp/shots.js && node /tmp/shots.js`).
 */
import { join } from 'node:path';
import { SLOT_FIXTURES } from '../../renderer/fixtures/slot-views';
import { ROOT, startSlotHarness } from './slot-screens-harness';

async function main(): Promise<void> {
  const harness = await startSlotHarness();
  try {
    const only = process.argv[2];
    for (const [name, make] of Object.entries(SLOT_FIXTURES)) {
      if (only && !name.includes(only)) continue;
      const page = await harness.open(make(), { helpSeen: true, lang: process.env.SHOT_LANG ?? 'en' });
      await page.waitForTimeout(1200);
      await page.screenshot({ path: join(ROOT, 'test-results', `slot-${name}.png`) });
      await page.close();
    }
    const help = await harness.open(SLOT_FIXTURES['mona-idle']?.() as never, { helpSeen: false, lang: 'es' });
    await help.waitForTimeout(1200);
    await help.screenshot({ path: join(ROOT, 'test-results', 'slot-mona-help-es.png') });
  } finally {
    await harness.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
