/**
 * Serves the renderer bundle from one folder, read-only. Paths are resolved inside the folder
 * and anything that escapes it is refused; only known file types are served.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wav': 'audio/wav',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
};

export interface StaticFile {
  readonly body: Buffer;
  readonly type: string;
}

export async function readStaticFile(root: string, urlPath: string): Promise<StaticFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return null;
  }
  const relative = decoded === '/' ? 'index.html' : decoded.replace(/^\/+/, '');
  const full = normalize(join(root, relative));
  if (!full.startsWith(normalize(root) + sep)) return null;
  const type = TYPES[extname(full)];
  if (!type) return null;
  try {
    return { body: await readFile(full), type };
  } catch {
    return null;
  }
}
