import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CodeScene, SecurityCodes } from '@/api/generated/models';
import { useSession, type SessionState } from '../session-store';
import { codeFormSchema, planCodeFields, toSecurityCodes, type CodeFormValues } from './code-fields';
import { CodeField } from './code-field';
import { NewDeviceNotice } from './account-security-rules';

const SCENE_KEY: Record<CodeScene, string> = {
  CREATE_ORDER: 'security:scene.createOrder',
  RELEASE: 'security:scene.release',
  ADD_PAYMENT: 'security:scene.addPayment',
  REMOVE_PAYMENT: 'security:scene.removePayment',
  NEW_DEVICE: 'security:scene.newDevice',
  POST_AD: 'security:scene.postAd',
};

// Selectors return primitives or stored objects, never new ones, as useSession requires.
const selectVerify = (s: SessionState) => s.verifyInfo;
const selectTwoFactorEnabled = (s: SessionState) => Boolean(s.userInfo?.twoFactorEnabled);
const selectNewDevice = (s: SessionState) => Boolean(s.userInfo?.newDevice);

export interface VerificationFormProps {
  scene: CodeScene;
  wrongCode: boolean;
  waiting: boolean;
  onSubmit: (codes: SecurityCodes) => void;
  onCancel: () => void;
}

export function VerificationForm({ scene, wrongCode, waiting, onSubmit, onCancel }: VerificationFormProps) {
  const { t } = useTranslation(['security', 'common']);
  const verify = useSession(selectVerify);
  const twoFactorEnabled = useSession(selectTwoFactorEnabled);
  const newDevice = useSession(selectNewDevice);
  const plan = useMemo(() => planCodeFields(verify, twoFactorEnabled), [verify, twoFactorEnabled]);
  const schema = useMemo(() => codeFormSchema(plan), [plan]);
  const defaultValues = useMemo(() => Object.fromEntries(plan.map((f) => [f.name, ''])) as CodeFormValues, [plan]);
  const { control, handleSubmit } = useForm<CodeFormValues>({ resolver: yupResolver(schema), defaultValues });
  // A missing phone, email or authenticator cannot be made up for here: the prompts say where to fix it.
  const blocked = plan.some((field) => !field.available);
  const instruction = verify?.verifyInstruction.trim() ?? '';

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => void handleSubmit((values) => onSubmit(toSecurityCodes(plan, values)))(event)}
    >
      <Typography>{t(SCENE_KEY[scene])}</Typography>
      {(newDevice || scene === 'NEW_DEVICE') && <NewDeviceNotice />}
      {instruction !== '' && <Typography variant="body2">{instruction}</Typography>}
      {wrongCode && <Alert severity="error">{t('security:wrongCode')}</Alert>}
      {plan.map((field) => (
        <CodeField key={field.name} field={field} scene={scene} control={control} />
      ))}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" color="neutral" onClick={onCancel} disabled={waiting}>
          {t('common:action.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={blocked} loading={waiting}>
          {t('common:action.confirm')}
        </Button>
      </Stack>
    </Stack>
  );
}
