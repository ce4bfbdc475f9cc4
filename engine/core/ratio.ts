/**
 * Exact ratios for PAR reports: the enumeration counts outcomes with bigint, and this turns
 * numerator / denominator into a percentage string without going through a float, so the
 * figures written in the docs are the exact ones truncated, never rounded twice.
 */
export function percentString(numerator: bigint, denominator: bigint, decimals: number): string {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  if (numerator < 0n) throw new RangeError('numerator must not be negative');
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 12) throw new RangeError('decimals must be 0..12');
  const scale = 10n ** BigInt(decimals);
  // Round half up at the last decimal shown.
  const scaled = (numerator * 100n * scale * 2n + denominator) / (denominator * 2n);
  const whole = scaled / scale;
  if (decimals === 0) return `${whole}`;
  const fraction = (scaled % scale).toString().padStart(decimals, '0');
  return `${whole}.${fraction}`;
}
