/**
 * Bill-validator headers that hardware/cctalk/headers.ts does not name yet (ccTalk generic
 * specification, part 2). Kept here so the driver and the emulator share one spelling; they
 * belong in `Header` once that file is opened again.
 */
export const BillHeader = {
  /** Reply: [inhibit mask 1][inhibit mask 2], bit n-1 = bill type n, 1 = enabled. */
  REQUEST_INHIBIT_STATUS: 230,
  /** Reply: [XXXXXXX | master inhibit status], bit 0: 0 = master inhibit active, 1 = normal operation. */
  REQUEST_MASTER_INHIBIT_STATUS: 227,
  /** Data: [mode control mask], B0 = use stacker, B1 = use escrow. */
  MODIFY_BILL_OPERATING_MODE: 153,
  /** Reply: [mode control mask], as for header 153. */
  REQUEST_BILL_OPERATING_MODE: 152,
} as const;

/** Header 153/152 mode mask bits. */
export const OperatingMode = {
  STACKER: 0b01,
  ESCROW: 0b10,
} as const;

/** Header 154 route codes. */
export const RouteCode = {
  RETURN: 0,
  STACK: 1,
  EXTEND_ESCROW_TIMEOUT: 255,
} as const;

/** Header 154 error replies (sent as one data byte under the ACK header). */
export const RouteError = {
  ESCROW_EMPTY: 254,
  FAILED_TO_ROUTE: 255,
} as const;

/** Header 231 carries two mask bytes, so the cabinet can address bill types 1..16. */
export const BILL_TYPE_COUNT = 16;
