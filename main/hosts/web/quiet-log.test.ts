import { quietLog } from './quiet-log';

describe("the web host's notes about refused input", () => {
  it('prints one line per kind per interval and counts the ones it held back in the next', () => {
    const lines: string[] = [];
    let now = 0;
    const note = quietLog((m) => lines.push(m), 10_000, () => now);
    for (let i = 0; i < 500; i += 1) note('oversized', 'a screen socket was closed: Max payload size exceeded');
    note('refused:401', 'refused a screen socket (401)');
    now = 10_000;
    note('oversized', 'a screen socket was closed: Max payload size exceeded');
    expect(lines).toEqual([
      'a screen socket was closed: Max payload size exceeded',
      'refused a screen socket (401)',
      'a screen socket was closed: Max payload size exceeded (and 499 more like it since the last note)',
    ]);
  });
});
