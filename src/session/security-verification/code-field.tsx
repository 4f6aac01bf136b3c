import { useId, useState } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RhfTextField } from '@ds';
import { useSendCode } from '@/api/generated/endpoints/security/security';
import { SendCodeFailureCode, type CodeScene } from '@/api/generated/models';
import { failureText, hasCode } from '@/shared/api-failures';
import type { CodeFieldPlan, CodeFormValues } from './code-fields';
import { MissingChannel } from './missing-channel';
import { useResendCountdown } from './use-resend-countdown';

const LABEL_KEY: Record<CodeFieldPlan['channel'], string> = {
  SMS: 'security:field.sms',
  EMAIL: 'security:field.email',
  GOOGLE: 'security:field.google',
};

export interface CodeFieldProps {
  field: CodeFieldPlan;
  scene: CodeScene;
  control: Control<CodeFormValues>;
}

export function CodeField({ field, scene, control }: CodeFieldProps) {
  const { t } = useTranslation(['security', 'errors']);
  const labelId = useId();
  const { secondsLeft, start } = useResendCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The server may know better than the session (a phone unbound in another tab): it answers 30007.
  const [unbound, setUnbound] = useState(false);
  const send = useSendCode({
    request: { silent: true },
    mutation: {
      onSuccess: (result) => {
        setSentTo(result.maskedTarget);
        start(result.resendAfterSeconds);
      },
      onError: (error) => {
        if (hasCode(error, SendCodeFailureCode.PREREQUISITES_MISSING)) setUnbound(true);
      },
    },
  });

  if (!field.available || unbound) return <MissingChannel channel={field.channel} />;

  const channel = field.channel;
  const sendButton =
    channel === 'GOOGLE' ? undefined : (
      <InputAdornment position="end">
        <Button
          size="small"
          onClick={() => send.mutate({ data: { type: channel, scene } })}
          disabled={secondsLeft > 0}
          loading={send.isPending}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {secondsLeft > 0
            ? t('security:resendIn', { seconds: secondsLeft })
            : sentTo !== null
              ? t('security:resend')
              : t('security:send')}
        </Button>
      </InputAdornment>
    );
  const sendFailure = send.isError && !unbound ? failureText(send.error, t) : null;
  const hint =
    channel === 'GOOGLE'
      ? t('security:hint.google')
      : sentTo !== null
        ? t('security:sentTo', { target: sentTo })
        : undefined;

  return (
    <Stack role="group" aria-labelledby={labelId} spacing={0.5}>
      <RhfTextField
        control={control}
        name={field.name}
        label={<span id={labelId}>{t(LABEL_KEY[channel])}</span>}
        fullWidth
        helperText={hint}
        // The label sits on the border from the start: inside the field a long label ran under the Send button.
        inputProps={{ inputMode: 'numeric', autoComplete: 'one-time-code' }}
        endAdornment={sendButton}
        shrinkLabel
      />
      {sendFailure && (
        <Typography role="alert" variant="caption" color="error">
          {sendFailure}
        </Typography>
      )}
    </Stack>
  );
}
