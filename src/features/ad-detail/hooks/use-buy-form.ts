import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { Advertisement } from '@/api/generated/models';
import type { AmountRules } from '../forms/amount-rules';
import { buySchema, type BuyFormValues } from '../forms/buy-schema';
import { canonical, fromPay, fromReceive, smallest } from '../forms/trade-math';
import { D } from '@ds';
import { readLastPayMethod, saveLastPayMethod } from '@/shared/last-pay-method';
import { useSession } from '@/session/session-store';
import type { OrderDraft } from './use-place-order';

type Edited = 'pay' | 'receive';

/** Pay and receive rewrite each other; the field typed last is sent, so the order is for exactly what was asked. */
export function useBuyForm(ad: Advertisement, rules: AmountRules) {
  const schema = useMemo(() => buySchema(rules), [rules]);
  const saved = useSession((state) => state.tradingFeature?.paymentMethods);
  // With several accepted methods: the one last ordered with, else the only one the trader has an account for.
  const [preselected] = useState(() => {
    if (ad.payMethods.length === 1) return ad.payMethods[0]?.code ?? '';
    const last = readLastPayMethod('buy');
    if (ad.payMethods.some((m) => m.code === last)) return last!;
    const own = ad.payMethods.filter((m) => saved?.some((p) => p.methodCode === m.code));
    return own.length === 1 ? (own[0]?.code ?? '') : '';
  });
  const form = useForm<BuyFormValues>({
    resolver: yupResolver(schema),
    defaultValues: { fiatAmount: '', cryptoAmount: '', payMethodCode: preselected, notes: '' },
    mode: 'onTouched',
  });
  const { setValue, getFieldState } = form;
  // Read while rendering so react-hook-form re-renders on submit (its form state is subscribed by use).
  const { isSubmitted } = form.formState;
  const [edited, setEdited] = useState<Edited>('pay');
  const [pay, receive, notes] = useWatch({ control: form.control, name: ['fiatAmount', 'cryptoAmount', 'notes'] });
  const amounts = edited === 'pay' ? fromPay(pay, rules) : fromReceive(receive, rules);

  const write = (fiat: string, crypto: string) => {
    // As mode 'onTouched' does for a plain field: checked as it changes once left, failed, or submitted.
    const live = (name: 'fiatAmount' | 'cryptoAmount') => getFieldState(name).isTouched || getFieldState(name).invalid;
    const shouldValidate = isSubmitted || live('fiatAmount') || live('cryptoAmount');
    setValue('fiatAmount', fiat, { shouldDirty: true, shouldValidate });
    setValue('cryptoAmount', crypto, { shouldDirty: true, shouldValidate });
  };
  const typePay = (value: string) => {
    setEdited('pay');
    write(value, fromPay(value, rules).receive);
  };
  const typeReceive = (value: string) => {
    setEdited('receive');
    write(fromReceive(value, rules).fiat, value);
  };

  const toDraft = (values: BuyFormValues): OrderDraft => {
    const amount =
      edited === 'pay'
        ? { fiatAmount: canonical(values.fiatAmount) }
        : { cryptoAmount: fromReceive(values.cryptoAmount, rules).gross };
    const note = values.notes.trim();
    saveLastPayMethod('buy', values.payMethodCode);
    return {
      adNo: ad.adNo,
      side: 'BUY',
      payMethodCode: values.payMethodCode,
      ...amount,
      ...(note ? { notes: note } : {}),
    };
  };

  // Max/All fills the most one order may pay: the ad's upper limit, or what its remaining quantity costs.
  const max = smallest([ad.maxLimit, D(ad.remaining).times(ad.price).toFixed()], rules.fiatDecimals);

  return { form, amounts, max, notesLength: notes.length, typePay, typeReceive, toDraft };
}
