import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@/api/generated/models';
import { STEPPER_BY_STATUS, type StepKey } from '../model/order-flow';

const LABEL: Readonly<Record<StepKey, string>> = {
  placed: 'stepper.placed',
  paid: 'stepper.paid',
  released: 'stepper.released',
  canceled: 'stepper.canceled',
  failed: 'stepper.failed',
  appeal: 'stepper.appeal',
};

export function OrderStepper({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  const steps = STEPPER_BY_STATUS[status] ?? [];
  const active = steps.findIndex((s) => s.state === 'active' || s.state === 'error');
  return (
    <Stepper
      activeStep={active === -1 ? steps.length : active}
      alternativeLabel
      aria-label={t('stepper.label')}
      component="ol"
      sx={{ p: 0 }}
    >
      {steps.map((s) => (
        <Step
          key={s.key}
          completed={s.state === 'done'}
          component="li"
          aria-current={s.state === 'active' ? 'step' : undefined}
        >
          <StepLabel error={s.state === 'error'}>{t(LABEL[s.key])}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
