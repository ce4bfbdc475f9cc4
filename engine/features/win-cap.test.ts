import { capWin, roomUnderCap } from './win-cap';

describe('the maximum prize per game', () => {
  it('pays a win in full while the round stays under the cap', () => {
    expect(capWin(0, 1_999_999, 2_000_000)).toEqual({ paidCents: 1_999_999, cutCents: 0 });
    expect(capWin(1_000_000, 1_000_000, 2_000_000)).toEqual({ paidCents: 1_000_000, cutCents: 0 });
  });

  it('cuts the win that passes the cap to what is left, and nothing more is paid after it', () => {
    expect(capWin(1_500_000, 800_000, 2_000_000)).toEqual({ paidCents: 500_000, cutCents: 300_000 });
    expect(capWin(2_000_000, 5, 2_000_000)).toEqual({ paidCents: 0, cutCents: 5 });
    expect(roomUnderCap(2_000_000, 2_000_000)).toBe(0);
  });

  it('has no cap when the profile sets none', () => {
    expect(capWin(9_000_000_000, 9_000_000_000, null)).toEqual({ paidCents: 9_000_000_000, cutCents: 0 });
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => capWin(0, 1.5, 100)).toThrow(/whole cents/);
    expect(() => capWin(-1, 1, 100)).toThrow(/whole cents/);
    expect(() => roomUnderCap(0, -3)).toThrow(/cap must be whole cents/);
  });
});
