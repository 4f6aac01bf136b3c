import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useGetUserPayments } from '@/api/generated/endpoints/payment-methods/payment-methods';
import { useGetSpotBalance } from '@/api/generated/endpoints/wallet/wallet';
import type { Advertisement } from '@/api/generated/models';
import { D } from '@ds';
import { readLastPayMethod, saveLastPayMethod } from '@/shared/last-pay-method';
import type { AmountRules } from '../forms/amount-rules';
import { sellSchema, type SellFormValues } from '../forms/sell-schema';
import { canonical, cryptoFor, feeFor, fiatFor, smallest } from '../forms/trade-math';
import type { OrderDraft } from './use-place-order';

/** Both reads are silent: the dialog shows their failures itself. */
export function useSellForm(ad: Advertisement, rules: AmountRules) {
  const balances = useGetSpotBalance({ includeStaking: false }, { request: { silent: true } });
  const payments = useGetUserPayments({ request: { silent: true } });
  // Known once read: an asset the account holds none of has no entry, which is a balance of 0. Unknown while
  // loading or after a failed read: the form stays usable and the server checks the balance.
  const balance = balances.data ? (balances.data.find((b) => b.asset === ad.asset)?.available ?? '0') : undefined;
  const accepted = useMemo(() => new Set(ad.payMethods.map((m) => m.code)), [ad.payMethods]);
  const usable = useMemo(
    () => (payments.data?.list ?? []).filter((p) => accepted.has(p.methodCode)),
    [payments.data, accepted],
  );

  const schema = useMemo(() => sellSchema(rules, balance), [rules, balance]);
  const form = useForm<SellFormValues>({
    resolver: yupResolver(schema),
    defaultValues: { cryptoAmount: '', userPaymentId: '' },
    mode: 'onTouched',
  });
  const [sell, chosen] = useWatch({ control: form.control, name: ['cryptoAmount', 'userPaymentId'] });
  const { setValue, getFieldState } = form;
  // Read while rendering so react-hook-form re-renders on submit (its form state is subscribed by use).
  const { isSubmitted } = form.formState;
  const listed = payments.data !== undefined;
  useEffect(() => {
    // With several usable methods, the account last sold to; a choice removed in Manage is dropped.
    if (!listed || usable.some((p) => p.id === chosen)) return;
    const last = readLastPayMethod('sell');
    const next = usable.length === 1 ? (usable[0]?.id ?? '') : (usable.find((p) => p.id === last)?.id ?? '');
    if (next !== chosen) setValue('userPaymentId', next);
  }, [listed, usable, chosen, setValue]);

  // Max fills the most this order may hold. Not offered until the balance is known, or it would fill the ad's
  // remaining, more than the trader may hold.
  const max =
    balance === undefined
      ? undefined
      : smallest([balance, ad.remaining, cryptoFor(ad.maxLimit, rules)], rules.cryptoDecimals);

  const typeSell = (value: string) => {
    // As mode 'onTouched' does for a plain field: checked as it changes once left, failed, or submitted.
    const { isTouched, invalid } = getFieldState('cryptoAmount');
    setValue('cryptoAmount', value, { shouldDirty: true, shouldValidate: isSubmitted || isTouched || invalid });
  };
  const choose = (id: string) => setValue('userPaymentId', id, { shouldDirty: true, shouldValidate: true });
  const toDraft = (values: SellFormValues): OrderDraft => {
    saveLastPayMethod('sell', values.userPaymentId);
    return {
      adNo: ad.adNo,
      side: 'SELL',
      cryptoAmount: canonical(values.cryptoAmount),
      userPaymentId: values.userPaymentId,
    };
  };

  // Too little to place even the smallest order of this ad: the dialog offers Deposit next to the balance.
  const short = balance !== undefined && D(balance).lt(cryptoFor(ad.minLimit, rules));

  return {
    form,
    balances,
    balance,
    short,
    payments,
    usable,
    fiat: fiatFor(sell, rules),
    fee: feeFor(sell, rules),
    max,
    typeSell,
    choose,
    toDraft,
  };
}
