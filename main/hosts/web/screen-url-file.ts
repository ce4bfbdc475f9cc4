/**
 * `<data folder>/screen-url`: this boot's screen address (with its secret), for a kiosk launcher
 * running as the cabinet's user: `chromium --kiosk --app="$(cat <data>/screen-url)"`. Readable by
 * that user alone (0600), and replaced whole at every boot: written to a temporary file of its
 * own with that mode from the start, then renamed over the old one, so no reader ever sees a
 * half-written address or a moment when it is readable by others.
 */
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SCREEN_URL_FILE = 'screen-url';

export function writeScreenUrlFile(dataDir: string, screenUrl: string): string {
  const path = join(dataDir, SCREEN_URL_FILE);
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    // A leftover of a boot cut off mid-write (the same pid after a power cut) would stop 'wx'.
    rmSync(temporary, { force: true });
    writeFileSync(temporary, `${screenUrl}\n`, { mode: 0o600, flag: 'wx' });
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  return path;
}
