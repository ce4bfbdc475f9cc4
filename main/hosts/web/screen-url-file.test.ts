import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeScreenUrlFile } from './screen-url-file';

describe('<data>/screen-url', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'screen-url-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("holds this boot's screen address for the cabinet's user alone (0600), ready for $(cat …)", () => {
    const path = writeScreenUrlFile(dir, 'http://127.0.0.1:8420/#screen=first');
    expect(path).toBe(join(dir, 'screen-url'));
    expect(readFileSync(path, 'utf8')).toBe('http://127.0.0.1:8420/#screen=first\n');
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it('is replaced whole at the next boot, even over a file others could read, and leaves nothing beside it', () => {
    writeFileSync(join(dir, 'screen-url'), 'http://127.0.0.1:8420/#screen=old\n');
    chmodSync(join(dir, 'screen-url'), 0o644);
    // A temporary file left by a boot cut off mid-write, with this process's pid.
    writeFileSync(join(dir, `screen-url.${process.pid}.tmp`), 'half');
    writeScreenUrlFile(dir, 'http://127.0.0.1:8420/#screen=new');
    expect(readFileSync(join(dir, 'screen-url'), 'utf8')).toBe('http://127.0.0.1:8420/#screen=new\n');
    expect(statSync(join(dir, 'screen-url')).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['screen-url']);
  });
});
