import { useTranslation } from 'react-i18next';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

export const STEP_KEYS = ['my-ads:form.step.price', 'my-ads:form.step.amount', 'my-ads:form.step.terms'] as const;

/** Where the trader is among the three steps; a step already passed can be opened again. */
export function AdFormStepper({ step, onOpen }: { step: number; onOpen: (step: number) => void }) {
  const { t } = useTranslation('my-ads');
  return (
    <Stepper
      activeStep={step}
      alternativeLabel
      nonLinear
      aria-label={t('form.step.label')}
      component="ol"
      sx={{ p: 0 }}
    >
      {STEP_KEYS.map((key, index) => (
        <Step key={key} completed={index < step} component="li" aria-current={index === step ? 'step' : undefined}>
          {index < step ? (
            <StepButton onClick={() => onOpen(index)}>{t(key)}</StepButton>
          ) : (
            <StepLabel>{t(key)}</StepLabel>
          )}
        </Step>
      ))}
    </Stepper>
  );
}
