/**
 * Where the operator's CSV export goes: a USB stick if one is mounted, or the cabinet's data
 * folder. Each export gets its own dated folder, so a second export never overwrites the
 * first one on a stick that travels between cabinets.
 */
import { accessSync, constants, readFileSync, statSync } from 'node:fs';

/** `cabinet-export-20261122-071502` (UTC, sortable, no characters a FAT stick refuses). */
export function exportFolderName(at: number): string {
  const iso = new Date(at).toISOString(); // 2026-11-22T07:15:02.123Z
  return `cabinet-export-${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}`;
}

function writableDirectory(path: string): boolean {
  try {
    if (!statSync(path).isDirectory()) return false;
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The mount point of a USB stick: the configured path (`CABINET_USB_PATH`) if it is a writable
 * folder, otherwise the first writable mount under the desktop automount roots (`/media/…`,
 * `/run/media/…`) as the kernel lists them in /proc/mounts. Null when none is mounted.
 */
export function findUsbStick(configured: string | null, mountsFile = '/proc/mounts'): string | null {
  if (configured !== null) return writableDirectory(configured) ? configured : null;
  let mounts: string;
  try {
    mounts = readFileSync(mountsFile, 'utf8');
  } catch {
    return null;
  }
  for (const line of mounts.split('\n')) {
    // "<device> <mount point> <type> ...", spaces in the mount point written as \040.
    const point = line.split(' ')[1]?.replaceAll('\\040', ' ');
    if (point && (point.startsWith('/media/') || point.startsWith('/run/media/')) && writableDirectory(point)) return point;
  }
  return null;
}
