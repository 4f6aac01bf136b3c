import * as yup from 'yup';
import type { CreateOrderRequest } from '@/api/generated/models';
import { AMOUNT_MESSAGES, REQUIRED_MESSAGE, checkBuyAmount, type AmountRules } from './amount-rules';

export type BuyFormValues = Required<
  Pick<CreateOrderRequest, 'fiatAmount' | 'cryptoAmount' | 'payMethodCode' | 'notes'>
>;

/** CreateOrderRequest.notes: at most 200 characters. */
export const NOTES_MAX = 200;

/** Amount problems are reported on 'I will pay': the limits are in fiat, and the two amounts move together. */
export function buySchema(rules: AmountRules): yup.ObjectSchema<BuyFormValues> {
  return yup.object({
    fiatAmount: yup
      .string()
      .defined()
      .required(REQUIRED_MESSAGE)
      .test('amount', AMOUNT_MESSAGES.limits, function check(value) {
        // A blank field is the required rule's to report.
        const problem = value ? checkBuyAmount(value, rules) : null;
        return problem ? this.createError({ message: AMOUNT_MESSAGES[problem] }) : true;
      }),
    cryptoAmount: yup.string().defined(),
    payMethodCode: yup.string().defined().required(REQUIRED_MESSAGE),
    notes: yup.string().defined().max(NOTES_MAX, 'ad-detail:form.notesTooLong'),
  });
}
