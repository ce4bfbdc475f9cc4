/**
 * ccTalk header numbers and default addresses used by the cabinet's devices (generic
 * specification part 2 header table; the subset listed in shared/PLATFORM.md "Devices").
 * Named constants so drivers never carry bare header numbers.
 */
export const Header = {
  /** Reply header: ACK, and every reply carrying data. */
  ACK: 0,
  /** Reply header: the device understood but refuses (bad data, not now). */
  NAK: 5,
  /** Reply header: the device is busy; ask again later. */
  BUSY: 6,
  RESET_DEVICE: 1,
  REQUEST_SOFTWARE_REVISION: 241,
  REQUEST_SERIAL_NUMBER: 242,
  REQUEST_PRODUCT_CODE: 244,
  REQUEST_MANUFACTURER_ID: 246,
  SIMPLE_POLL: 254,
  REQUEST_EQUIPMENT_CATEGORY_ID: 245,
  REQUEST_COIN_ID: 184,
  MODIFY_INHIBIT_STATUS: 231,
  MODIFY_MASTER_INHIBIT_STATUS: 228,
  READ_BUFFERED_CREDIT_OR_ERROR_CODES: 229,
  // Hopper
  ENABLE_HOPPER: 164,
  DISPENSE_HOPPER_COINS: 167,
  REQUEST_HOPPER_STATUS: 166,
  TEST_HOPPER: 163,
  EMERGENCY_STOP: 172,
  REQUEST_HOPPER_DISPENSE_COUNT: 168,
  // Bill validator
  READ_BUFFERED_BILL_EVENTS: 159,
  ROUTE_BILL: 154,
  REQUEST_BILL_ID: 157,
} as const;

export type HeaderName = keyof typeof Header;

/** Factory-default bus addresses (part 1, "Address allocation"). */
export const Address = {
  HOST: 1,
  COIN_ACCEPTOR: 2,
  HOPPER: 3,
  BILL_VALIDATOR: 40,
} as const;
