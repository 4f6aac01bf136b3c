import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { keepPreviousData } from '@tanstack/react-query';
import { useGetAdRules } from '@/api/generated/endpoints/my-ads/my-ads';
import { useGetUserPayments } from '@/api/generated/endpoints/payment-methods/payment-methods';
import { useGetSpotBalance } from '@/api/generated/endpoints/wallet/wallet';
import type { MyAd, PayMethod, UserPayment } from '@/api/generated/models';
import { D, ErrorState, FailureMessage, LoadingState, toast } from '@ds';
import { useMarketPrice } from '@/platform/use-market-price';
import { failureText } from '@/shared/api-failures';
import { LANGUAGE_INFO } from '@/shared/i18n';
import { paths } from '@/shared/routing/paths';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { useSession } from '@/session/session-store';
import { clearAdDraft, saveAdDraft } from '../../forms/ad-draft-storage';
import { adFormSchema } from '../../forms/ad-form-schema';
import { STEP_FIELDS, type AdFormValues } from '../../forms/ad-form-values';
import { takerPrice } from '../../forms/ad-price';
import { usePublishAd } from '../../hooks/use-publish-ad';
import type { AdFormEnv } from './ad-form-env';
import { AdFormStepper, STEP_KEYS } from './ad-form-stepper';
import { AdPreview } from './ad-preview';
import { AmountPaymentStep } from './amount-payment-step';
import { SidePairPriceStep } from './side-pair-price-step';
import { TermsStep } from './terms-step';

export interface AdFormProps {
  userId: string;
  start: AdFormValues;
  /** What a draft restored; the form opens on its step. */
  draft: { values: AdFormValues; step: number; savedAt: number } | null;
  editing?: MyAd;
}

const LAST_STEP = STEP_KEYS.length - 1;

/** The post-ad form in three steps, each checked before the next; what is typed is kept as a draft. */
export function AdForm({ userId, start, draft, editing }: AdFormProps) {
  const { t } = useTranslation('my-ads');
  const lang = useCurrentLanguage();
  const locale = LANGUAGE_INFO[lang].locale;
  const navigate = useNavigate();
  const currencies = useSession((s) => s.currencies);
  const [step, setStep] = useState(draft?.step ?? 0);
  const [restored, setRestored] = useState(draft !== null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const resolverRef = useRef<Resolver<AdFormValues> | null>(null);
  const form = useForm<AdFormValues>({
    defaultValues: draft?.values ?? start,
    mode: 'onTouched',
    resolver: (values, context, options) =>
      resolverRef.current ? resolverRef.current(values, context, options) : { values, errors: {} },
  });
  const { control } = form;
  const values = useWatch({ control }) as AdFormValues;
  const { makerSide, asset, fiat } = values;

  const rules = useGetAdRules(
    { fiat },
    { request: { silent: true }, query: { placeholderData: keepPreviousData, enabled: fiat !== '' } },
  );
  const market = useMarketPrice(asset, fiat);
  const balances = useGetSpotBalance(
    { includeStaking: false },
    { request: { silent: true }, query: { enabled: makerSide === 'SELL' } },
  );
  const payments = useGetUserPayments({ request: { silent: true }, query: { enabled: makerSide === 'SELL' } });
  const available = balances.data ? (balances.data.find((b) => b.asset === asset)?.available ?? '0') : undefined;
  // An edited sell ad already holds its quantity: it may grow by what the balance has left.
  const maxQuantity =
    makerSide !== 'SELL' || available === undefined
      ? undefined
      : editing
        ? D(available).plus(editing.quantity).toFixed()
        : available;
  const minQuantity = editing ? D(editing.quantity).minus(editing.remaining).toFixed() : undefined;
  const fiatScale = currencies?.fiatList.find((f) => f.code === fiat)?.scale ?? 2;
  const cryptoScale = currencies?.cryptoList.find((c) => c.assetCode === asset)?.scale ?? 8;

  const schema = useMemo(
    () => (rules.data ? adFormSchema({ rules: rules.data, market, fiatScale, maxQuantity, minQuantity }) : null),
    [rules.data, market, fiatScale, maxQuantity, minQuantity],
  );
  resolverRef.current = schema ? yupResolver(schema) : null;

  // Saved as it is typed, so a reload or a failed publish loses nothing.
  useEffect(() => {
    saveAdDraft(userId, editing?.adNo, values, step);
  }, [userId, editing?.adNo, values, step]);

  // Payment methods belong to one fiat: a change of fiat drops the ones the new fiat does not take.
  const allowed = rules.data?.payMethods;
  const { setValue, getValues } = form;
  useEffect(() => {
    if (!allowed || rules.isPlaceholderData) return;
    const codes = new Set(allowed.map((m) => m.code));
    const kept = getValues('payMethodCodes').filter((code) => codes.has(code));
    if (kept.length !== getValues('payMethodCodes').length) setValue('payMethodCodes', kept);
  }, [allowed, rules.isPlaceholderData, getValues, setValue]);

  const open = (next: number) => {
    setStep(next);
    setRefusal(null);
    // The new step's heading takes the focus, so a screen reader starts reading it.
    requestAnimationFrame(() => heading.current?.focus());
  };
  const next = async () => {
    if (await form.trigger(STEP_FIELDS[step] as (keyof AdFormValues)[], { shouldFocus: true })) open(step + 1);
  };
  const startOver = () => {
    clearAdDraft(userId, editing?.adNo);
    form.reset(start);
    setRestored(false);
    open(0);
  };

  const { publish, pending, verificationElement } = usePublishAd(editing);
  const onInvalid = (errors: FieldErrors<AdFormValues>) => {
    const first = STEP_FIELDS.findIndex((fields) => fields.some((field) => errors[field]));
    if (first !== -1 && first !== step) open(first);
  };
  const submit = form.handleSubmit(async (ready) => {
    setRefusal(null);
    const result = await publish(ready);
    if (!result) return;
    if ('text' in result) {
      setRefusal(result.text);
      if (result.step !== undefined && result.step !== step) open(result.step);
      if (result.field) form.setError(result.field, { message: result.text }, { shouldFocus: true });
      return;
    }
    clearAdDraft(userId, editing?.adNo);
    toast.success(t(editing ? 'form.saved' : result.status === 'ONLINE' ? 'form.posted' : 'form.postedOffline'));
    await navigate(paths.myAds(lang));
  }, onInvalid);

  if (!rules.data) {
    return rules.isError ? (
      <ErrorState
        message={<FailureMessage text={t('form.rulesFailed')} reason={failureText(rules.error, t)} />}
        onRetry={() => void rules.refetch()}
      />
    ) : (
      <LoadingState rows={3} rowHeight={72} label={t('form.loading')} />
    );
  }

  const env: AdFormEnv = { rules: rules.data, market, fiatScale, cryptoScale, lang, locale, editing };
  const price = takerPrice(values, market, fiatScale);

  return (
    <Box
      component="form"
      noValidate
      // Enter in a field moves to the next step as Next does; only the last step publishes.
      onSubmit={(event) => {
        event.preventDefault();
        void (step < LAST_STEP ? next() : submit());
      }}
      sx={{ display: 'grid', gap: 3 }}
    >
      <AdFormStepper step={step} />
      {restored && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={startOver}>
              {t('form.startOver')}
            </Button>
          }
        >
          {t('form.draftRestored')}
        </Alert>
      )}
      <Typography ref={heading} tabIndex={-1} variant="h6" component="h2" sx={{ '&:focus': { outline: 'none' } }}>
        {t('form.stepOf', { step: step + 1, total: STEP_KEYS.length, name: t(STEP_KEYS[step]!) })}
      </Typography>
      {step === 0 && <SidePairPriceStep control={control} env={env} />}
      {step === 1 && (
        <AmountPaymentStep
          control={control}
          env={env}
          maxQuantity={maxQuantity}
          minQuantity={minQuantity}
          revalidate={(name) => void form.trigger(name)}
        />
      )}
      {step === 2 && (
        <>
          <TermsStep
            control={control}
            remarkMax={env.rules.remarkMaxLength}
            autoReplyMax={env.rules.autoReplyMaxLength}
            editing={editing !== undefined}
          />
          <AdPreview
            values={values}
            price={price}
            methods={previewMethods(values, env.rules.payMethods ?? [], payments.data?.list ?? [])}
            locale={locale}
          />
        </>
      )}
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        {step > 0 ? (
          <Button variant="outlined" onClick={() => open(step - 1)} disabled={pending}>
            {t('form.back')}
          </Button>
        ) : (
          <span />
        )}
        {/* Two buttons, never one that changes its type under the pointer between a click and its default. */}
        {step < LAST_STEP ? (
          <Button key="next" variant="contained" onClick={() => void next()}>
            {t('form.next')}
          </Button>
        ) : (
          <Button key="publish" variant="contained" disabled={pending} onClick={() => void submit()}>
            {editing ? t('form.save') : t('form.publish')}
          </Button>
        )}
      </Box>
      {verificationElement}
    </Box>
  );
}

/** Takers see method types: a buy ad's chosen ones, or those of a sell ad's chosen accounts. */
function previewMethods(values: AdFormValues, methods: readonly PayMethod[], saved: readonly UserPayment[]) {
  const codes =
    values.makerSide === 'BUY'
      ? values.payMethodCodes
      : saved.filter((p) => values.userPaymentIds.includes(p.id)).map((p) => p.methodCode);
  return methods.filter((m) => codes.includes(m.code));
}
