import * as yup from 'yup';
import type { CreateOrderRequest } from '@/api/generated/models';
import { AMOUNT_MESSAGES, REQUIRED_MESSAGE, checkSellAmount, type AmountRules } from './amount-rules';

export type SellFormValues = Required<Pick<CreateOrderRequest, 'cryptoAmount' | 'userPaymentId'>>;

/** `balance` is the spot wallet's available amount; undefined while unknown (the server still checks, 30003). */
export function sellSchema(rules: AmountRules, balance: string | undefined): yup.ObjectSchema<SellFormValues> {
  return yup.object({
    cryptoAmount: yup
      .string()
      .defined()
      .required(REQUIRED_MESSAGE)
      .test('amount', AMOUNT_MESSAGES.limits, function check(value) {
        const problem = value ? checkSellAmount(value, rules, balance) : null;
        return problem ? this.createError({ message: AMOUNT_MESSAGES[problem] }) : true;
      }),
    userPaymentId: yup.string().defined().required(REQUIRED_MESSAGE),
  });
}
