import { award, EMPTY_QUEUE, next, nextSpin, queuedSpins, queueInOrder, remaining, type FreeSpinQueue } from './free-spin-queue';

const JEWEL = 0;
const FREE = 1;

/** Plays the queue to the end; `during(n, kind)` may return awards made by spin n. */
function play(queue: FreeSpinQueue, during: (n: number, kind: string) => [string, number, number] | null): string[] {
  const order: string[] = [];
  let q = queue;
  for (let n = 1; ; n += 1) {
    const taken = nextSpin(q);
    if (!taken) return order;
    order.push(taken.kind);
    q = taken.queue;
    const more = during(n, taken.kind);
    if (more) q = award(q, ...more);
  }
}

describe('the free-spin queue (Mona Lisa Jewels rule document, 3.3)', () => {
  it('example 1: the 4th normal free spin triggers Jewel spins; two Jewel spins, then the 6 normal spins left', () => {
    const order = play(award(EMPTY_QUEUE, 'free', 10, FREE), (n) => (n === 4 ? ['jewel', 2, JEWEL] : null));
    expect(order).toEqual(['free', 'free', 'free', 'free', 'jewel', 'jewel', 'free', 'free', 'free', 'free', 'free', 'free']);
  });

  it('example 2: the 1st Jewel spin triggers 10 normal free spins; the 2nd Jewel spin, then the 10', () => {
    const order = play(award(EMPTY_QUEUE, 'jewel', 2, JEWEL), (n) => (n === 1 ? ['free', 10, FREE] : null));
    expect(order).toEqual(['jewel', 'jewel', ...Array<string>(10).fill('free')]);
  });

  it('awards nest without limit and add to what is queued', () => {
    let q = award(EMPTY_QUEUE, 'free', 10, FREE);
    for (let i = 0; i < 50; i += 1) q = award(q, 'free', 10, FREE);
    q = award(q, 'jewel', 2, JEWEL);
    expect(queuedSpins(q)).toBe(512);
    expect(queueInOrder(q)).toEqual([{ kind: 'jewel', spins: 2 }, { kind: 'free', spins: 510 }]);
    expect(JSON.parse(JSON.stringify(q))).toEqual(q);
  });

  it('refuses a negative award', () => {
    expect(() => award(EMPTY_QUEUE, 'free', -1, FREE)).toThrow(RangeError);
  });
});

describe('the free-spin queue under its short names', () => {
  it('next and remaining play Jewel spins (priority 0) before free spins (priority 1)', () => {
    let q = award(EMPTY_QUEUE, 'free', 3, FREE);
    q = award(q, 'jewel', 2, JEWEL);
    expect(remaining(q)).toEqual([{ kind: 'jewel', spins: 2 }, { kind: 'free', spins: 3 }]);
    const kinds: string[] = [];
    for (let taken = next(q); taken; taken = next(taken.queue)) kinds.push(taken.kind);
    expect(kinds).toEqual(['jewel', 'jewel', 'free', 'free', 'free']);
  });

  it('a kind awarded without a priority plays last and keeps its place when awarded again', () => {
    let q = award(EMPTY_QUEUE, 'bonus', 1);
    q = award(q, 'jewel', 2, JEWEL);
    q = award(q, 'bonus', 1, -5);
    expect(remaining(q)).toEqual([{ kind: 'jewel', spins: 2 }, { kind: 'bonus', spins: 2 }]);
  });
});
