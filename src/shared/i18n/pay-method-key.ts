// Which payment method names the app translates: a pure module, which the list's early rows use too.

export interface PayMethodLike {
  /** Absent on an order, which carries only the name. */
  code?: string | null;
  name: string;
}

/** Brand names (Wise, PayPal, PIX...) are proper nouns and are shown as the server spells them. */
export const PAY_METHOD_NAME_KEY = {
  BANK_TRANSFER: 'payMethod.BANK_TRANSFER',
  SEPA_INSTANT: 'payMethod.SEPA_INSTANT',
} as const;

type PayMethodNameKey = (typeof PAY_METHOD_NAME_KEY)[keyof typeof PAY_METHOD_NAME_KEY];

function spelledAsCode(name: string): string {
  return name
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/**
 * A name that does not spell its code is the server's own (a renamed method, a name already translated, or
 * hostile text), so it is shown as sent.
 */
export function payMethodNameKey({ code, name }: PayMethodLike): PayMethodNameKey | null {
  const spelled = spelledAsCode(name);
  const wanted = code ? code.trim().toUpperCase() : spelled;
  if (wanted !== spelled || !Object.hasOwn(PAY_METHOD_NAME_KEY, wanted)) return null;
  return PAY_METHOD_NAME_KEY[wanted as keyof typeof PAY_METHOD_NAME_KEY];
}
