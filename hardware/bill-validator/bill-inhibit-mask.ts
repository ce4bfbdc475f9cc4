/**
 * Header 231/230 inhibit mask for bill types 1..16: two bytes, bit n-1 of the pair (LSB of the
 * first byte = type 1) set means bill type n is ENABLED. The polarity is easy to get backwards
 * ("inhibit" mask, 1 = accept), hence one place that encodes and decodes it.
 */
import { BILL_TYPE_COUNT } from './bill-headers';

export function encodeBillInhibitMask(enabled: readonly number[]): [number, number] {
  let mask = 0;
  for (const type of enabled) {
    if (!Number.isInteger(type) || type < 1 || type > BILL_TYPE_COUNT) {
      throw new RangeError(`bill types are 1..${BILL_TYPE_COUNT}, got ${String(type)}`);
    }
    mask |= 1 << (type - 1);
  }
  return [mask & 0xff, (mask >> 8) & 0xff];
}

export function decodeBillInhibitMask(low: number, high: number): number[] {
  const mask = (low & 0xff) | ((high & 0xff) << 8);
  const enabled: number[] = [];
  for (let type = 1; type <= BILL_TYPE_COUNT; type++) if (mask & (1 << (type - 1))) enabled.push(type);
  return enabled;
}
