/**
 * Header 159 status codes (result A = 0, code in result B), from the ccTalk bill event table.
 * The spec gives each code an event type (Status, Reject, Fraud Attempt, Fatal Error); the
 * severity here is what the cabinet does about it, and differs from the spec's type where the
 * cabinet must act differently:
 *
 * - 'info':   logged only.
 * - 'reject': the player's bill was handed back (the cabinet may say why). The spec files the
 *             inhibit codes 0, 4, 5 under Status; to the player they are a refused bill.
 * - 'fraud':  a tilt (bill-fraud).
 * - 'jam':    a tilt (bill-jam); an attendant must clear the path.
 * - 'fault':  the validator cannot take bills until someone acts, or money went where no credit
 *             can follow (code 21). Stacker removed and stacker full are Status in the spec, but
 *             either stops the validator, so the cabinet shows it out of service.
 */
export type BillStatusSeverity = 'info' | 'reject' | 'fraud' | 'jam' | 'fault';

export interface BillStatus {
  readonly code: number;
  readonly name: string;
  readonly severity: BillStatusSeverity;
}

const TABLE: readonly (readonly [string, BillStatusSeverity])[] = [
  /* 0 */ ['master inhibit active', 'reject'],
  /* 1 */ ['bill returned from escrow', 'info'],
  /* 2 */ ['invalid bill (validation fail)', 'reject'],
  /* 3 */ ['invalid bill (transport problem)', 'reject'],
  /* 4 */ ['inhibited bill (on serial)', 'reject'],
  /* 5 */ ['inhibited bill (on DIP switches)', 'reject'],
  /* 6 */ ['bill jammed in transport (unsafe mode)', 'jam'],
  /* 7 */ ['bill jammed in stacker', 'jam'],
  /* 8 */ ['bill pulled backwards', 'fraud'],
  /* 9 */ ['bill tamper', 'fraud'],
  /* 10 */ ['stacker OK', 'info'],
  /* 11 */ ['stacker removed', 'fault'],
  /* 12 */ ['stacker inserted', 'info'],
  /* 13 */ ['stacker faulty', 'fault'],
  /* 14 */ ['stacker full', 'fault'],
  /* 15 */ ['stacker jammed', 'jam'],
  /* 16 */ ['bill jammed in transport (safe mode)', 'jam'],
  /* 17 */ ['opto fraud detected', 'fraud'],
  /* 18 */ ['string fraud detected', 'fraud'],
  /* 19 */ ['anti-string mechanism faulty', 'fault'],
  /* 20 */ ['barcode detected', 'info'],
  /* 21 */ ['unknown bill type stacked', 'fault'],
];

/** Named codes the emulator and tests use. */
export const BillStatusCode = {
  MASTER_INHIBIT_ACTIVE: 0,
  RETURNED_FROM_ESCROW: 1,
  INVALID_BILL_VALIDATION: 2,
  INHIBITED_BILL_SERIAL: 4,
  JAMMED_IN_TRANSPORT_UNSAFE: 6,
  JAMMED_IN_STACKER: 7,
  STACKER_REMOVED: 11,
  STACKER_INSERTED: 12,
  STACKER_FULL: 14,
  JAMMED_IN_TRANSPORT_SAFE: 16,
  STRING_FRAUD: 18,
} as const;

export function classifyBillStatus(code: number): BillStatus {
  if (!Number.isInteger(code) || code < 0 || code > 255) throw new RangeError(`a header 159 status code is a byte, got ${code}`);
  const known = TABLE[code];
  // A code the table does not list comes from a newer or proprietary firmware: the cabinet
  // cannot know the bill's fate, so it must not carry on as if nothing happened.
  if (!known) return { code, name: `unknown status code ${code}`, severity: 'fault' };
  return { code, name: known[0], severity: known[1] };
}
