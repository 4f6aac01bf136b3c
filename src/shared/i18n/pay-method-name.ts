import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A payment method as the server sends it: its code (absent on an order, which carries only the name) and name. */
export interface PayMethodLike {
  code?: string | null;
  name: string;
}

/**
 * The payment methods whose names are words of a language (common.json `payMethod.*`), keys written out so each
 * stays searchable (STYLE.md convention 10). Brand names (Wise, Revolut, PayPal, Zelle, PIX, MoMo...) are proper
 * nouns and are shown as the server spells them.
 */
const PAY_METHOD_NAME_KEY = {
  BANK_TRANSFER: 'payMethod.BANK_TRANSFER',
  SEPA_INSTANT: 'payMethod.SEPA_INSTANT',
} as const;

type PayMethodNameKey = (typeof PAY_METHOD_NAME_KEY)[keyof typeof PAY_METHOD_NAME_KEY];

/** A name spelled as a code: 'Bank Transfer' -> 'BANK_TRANSFER', 'SEPA Instant' -> 'SEPA_INSTANT'. */
function spelledAsCode(name: string): string {
  return name
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/**
 * The `common` key of a method's name in the user's language, or null to show the server's name. The server names
 * its methods in English, the code spelled for people; a name that does not spell its code is the server's own (a
 * renamed or regional method, a name already in the user's language, or hostile text) and is shown as sent. An
 * order carries only the name, so there the name alone picks the code.
 */
export function payMethodNameKey({ code, name }: PayMethodLike): PayMethodNameKey | null {
  const spelled = spelledAsCode(name);
  const wanted = code ? code.trim().toUpperCase() : spelled;
  if (wanted !== spelled || !Object.hasOwn(PAY_METHOD_NAME_KEY, wanted)) return null;
  return PAY_METHOD_NAME_KEY[wanted as keyof typeof PAY_METHOD_NAME_KEY];
}

/**
 * A payment method's name for people in the active language (issue 18 point 7): translated for the methods
 * locales/ name, else the server's name as it came. The server's text never goes through i18next (no
 * `defaultValue`), so '{{...}}' or '$t(...)' in it is neither interpolated nor nested; callers render the result
 * as text.
 */
export function usePayMethodName(): (method: PayMethodLike) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (method: PayMethodLike) => {
      const key = payMethodNameKey(method);
      return key ? t(key) : method.name;
    },
    [t],
  );
}
