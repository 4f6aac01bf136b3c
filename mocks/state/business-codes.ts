// Thrown by the store and turned into envelopes by the handlers; the messages are the server's English texts.

export const BIZ = {
  INVALID_FIELD: 30000,
  NEW_DEVICE: 30001,
  AMOUNT_OUT_OF_LIMITS: 30002,
  INSUFFICIENT_BALANCE: 30003,
  TERMS_NOT_ACCEPTED: 30004,
  STATE_NOT_ALLOWED: 30005,
  INVALID_CODE: 30006,
  PREREQUISITES_MISSING: 30007,
  REGION_RESTRICTED: 30008,
  AD_NOT_FOUND: 30009,
  FILE_REJECTED: 30010,
  CODE_TOO_OFTEN: 30011,
  ORDER_NOT_FOUND: 30012,
  USER_NOT_FOUND: 30013,
  FEEDBACK_CLOSED: 30014,
  BLOCK_NOT_ALLOWED: 30015,
  BLOCK_LIST_FULL: 30016,
  USER_BLOCKED: 30017,
  REMIND_TOO_EARLY: 30018,
  APPEAL_NOT_OPEN: 30019,
  APPEAL_NOT_FOUND: 30020,
  APPEAL_NOT_ACCEPTED: 30021,
  AD_PRICE_OUT_OF_BAND: 30022,
  AD_LIMIT_REACHED: 30023,
  NOT_ADVERTISER: 30024,
  AD_ORDER_LIMITS_INVALID: 30025,
  AD_HAS_ORDERS_IN_PROGRESS: 30026,
  TAKER_CONDITIONS_NOT_MET: 30027,
} as const;

export type BizCode = (typeof BIZ)[keyof typeof BIZ];

/** A business failure: HTTP 200 with a non-zero code (contract: business errors normally come with 200). */
export class MockBizError extends Error {
  constructor(
    readonly code: BizCode,
    message: string,
  ) {
    super(message);
  }
}

/** Non-2xx only before any business logic, and then the envelope's code equals the HTTP status. */
export class MockBadRequest extends Error {}

export function invalidField(message = 'The field cannot be left blank.'): MockBizError {
  return new MockBizError(BIZ.INVALID_FIELD, message);
}
