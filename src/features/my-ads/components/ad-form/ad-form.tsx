import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import type { MyAd, PayMethod, UserPayment } from '@/api/generated/models';
import { ErrorState, FailureMessage, LoadingState, toast } from '@ds';
import { failureText } from '@/shared/api-failures';
import { LANGUAGE_INFO } from '@/shared/i18n';
import { paths } from '@/shared/routing/paths';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { clearAdDraft, saveAdDraft } from '../../forms/ad-draft-storage';
import { STEP_FIELDS, type AdFormValues } from '../../forms/ad-form-values';
import { takerPrice } from '../../forms/ad-price';
import { useAdFormData, type AdPair } from '../../hooks/use-ad-form-data';
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
  const [step, setStep] = useState(draft?.step ?? 0);
  const [restored, setRestored] = useState(draft !== null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const initial = draft?.values ?? start;
  const [pair, setPair] = useState<AdPair>(() => pairOf(initial));
  const { rules, market, maxQuantity, minQuantity, fiatScale, cryptoScale, payments, schema } = useAdFormData(
    pair,
    editing,
  );
  const resolver = useMemo(() => (schema ? yupResolver(schema) : passThrough), [schema]);
  const form = useForm<AdFormValues>({ defaultValues: initial, mode: 'onTouched', resolver });
  const { control } = form;
  const values = useWatch({ control }) as AdFormValues;
  // The reads follow the side and pair as they are chosen (state adjusted while rendering, as React advises).
  if (values.makerSide !== pair.makerSide || values.asset !== pair.asset || values.fiat !== pair.fiat)
    setPair(pairOf(values));

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
  const onValid = async (ready: AdFormValues) => {
    setRefusal(null);
    const result = await publish(ready);
    if (!result) return;
    if ('text' in result) {
      // Opening the step first: opening one clears the last refusal, and this one must stay said.
      if (result.step !== undefined && result.step !== step) open(result.step);
      setRefusal(result.text);
      if (result.field) form.setError(result.field, { message: result.text }, { shouldFocus: true });
      return;
    }
    clearAdDraft(userId, editing?.adNo);
    toast.success(t(editing ? 'form.saved' : result.status === 'ONLINE' ? 'form.posted' : 'form.postedOffline'));
    await navigate(paths.myAds(lang));
  };
  // Built when pressed: the handlers move the focus, which is no work for rendering.
  const submit = () => form.handleSubmit(onValid, onInvalid)();

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
          // A note, not a warning: read when reached, not announced over the form.
          role="status"
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
            onlineMax={env.rules.maxOnlineAdsPerSideAndPair}
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

const pairOf = ({ makerSide, asset, fiat }: AdFormValues): AdPair => ({ makerSide, asset, fiat });

/** Until the rules arrive nothing can be checked; the form shows their loading instead of its steps. */
const passThrough: Resolver<AdFormValues> = (values) => ({ values, errors: {} });
