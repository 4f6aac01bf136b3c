import { useTranslation } from 'react-i18next';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

export const STEP_KEYS = ['my-ads:form.step.price', 'my-ads:form.step.amount', 'my-ads:form.step.terms'] as const;

/** Where the trader is among the three steps; Back and Next move between them, each step checked first. */
export function AdFormStepper({ step }: { step: number }) {
  const { t } = useTranslation('my-ads');
  return (
    <Stepper activeStep={step} alternativeLabel aria-label={t('form.step.label')} component="ol" sx={{ p: 0 }}>
      {STEP_KEYS.map((key, index) => (
        <Step key={key} completed={index < step} component="li" aria-current={index === step ? 'step' : undefined}>
          <StepLabel>{t(key)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
