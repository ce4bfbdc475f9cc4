import { parseBufferedCredit } from './buffered-credit';
import { CctalkFrameError } from './frame-error';

describe('header 229 reply parser', () => {
  it('types coins, error codes and empty slots, newest first', () => {
    const reply = parseBufferedCredit([7, 3, 1, 0, 20, 5, 2, 0, 254, 0, 0]);
    expect(reply).toEqual({
      counter: 7,
      events: [
        { kind: 'coin', position: 3, sorterPath: 1 },
        { kind: 'error', code: 20 }, // coin on string
        { kind: 'coin', position: 5, sorterPath: 2 },
        { kind: 'error', code: 254 }, // flight deck open
        { kind: 'null' },
      ],
    });
  });

  it('reads a freshly reset device as counter 0 with five empty slots', () => {
    const reply = parseBufferedCredit(new Array<number>(11).fill(0));
    expect(reply.counter).toBe(0);
    expect(reply.events).toEqual(new Array(5).fill({ kind: 'null' }));
  });

  it.each([[[]], [[1, 2, 3]], [new Array<number>(12).fill(0)]])('rejects a reply of %j with bad-payload', (data) => {
    expect(() => parseBufferedCredit(data)).toThrow(CctalkFrameError);
    try {
      parseBufferedCredit(data);
    } catch (error) {
      expect((error as CctalkFrameError).code).toBe('bad-payload');
    }
  });

  it('rejects values that are not bytes', () => {
    expect(() => parseBufferedCredit([1, 256, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toThrow(CctalkFrameError);
  });
});
