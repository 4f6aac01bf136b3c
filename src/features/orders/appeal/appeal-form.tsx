import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AppealReason, CreateAppealRequest } from '@/api/generated/models';
import { FileInput, OutlinedField } from '@ds';
import { EvidenceList } from './evidence-list';
import { MAX_EVIDENCE, useEvidenceUploads } from './use-evidence-uploads';

/** CreateAppealRequest.description: 10 to 1000 characters. */
const DESCRIPTION = { min: 10, max: 1000 };
/** Chat attachments' rule: under 10 MB; images and PDF, checked by their first bytes. */
const FILE_MAX_BYTES = 10 * 1024 * 1024 - 1;
const FILE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'];

export type AppealDraft = Omit<CreateAppealRequest, 'orderId' | 'clientRequestId'>;

/**
 * Held by the form's opener, so closing the dialog and opening it again keeps what was typed and uploaded while the
 * order page is open.
 */
export function useAppealFormState() {
  const [reason, setReason] = useState<AppealReason | null>(null);
  const [description, setDescription] = useState('');
  const [tried, setTried] = useState(false);
  const evidence = useEvidenceUploads();
  return { reason, setReason, description, setDescription, tried, setTried, evidence };
}

export interface AppealFormProps {
  id: string;
  state: ReturnType<typeof useAppealFormState>;
  reasons: readonly AppealReason[];
  /** What the last send said went wrong; the form keeps everything for another try. */
  failure: string | null;
  onSubmit: (draft: AppealDraft) => void;
}

/** Reason, description and proof; each problem is said where it is, and nothing typed or chosen is lost. */
export function AppealForm({ id, state, reasons, failure, onSubmit }: AppealFormProps) {
  const { t } = useTranslation('orders');
  const { reason, setReason, description, setDescription, tried, setTried, evidence } = state;
  const reasonErrorId = useId();
  const filesHelpId = useId();
  const length = [...description.trim()].length;
  const reasonMissing = tried && reason === null;
  const tooShort = tried && length < DESCRIPTION.min;
  const filesPending = tried && evidence.uploads.some((u) => u.state !== 'done');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const ready = evidence.uploads.every((u) => u.state === 'done');
    if (reason === null || length < DESCRIPTION.min || !ready) return;
    onSubmit({
      reason,
      description: description.trim(),
      evidence: evidence.uploads.flatMap((u) => (u.uploaded ? [u.uploaded] : [])),
    });
  };

  return (
    <Stack component="form" id={id} spacing={2.5} onSubmit={submit} noValidate>
      <Typography variant="body2" color="text.secondary">
        {t('appeal.formIntro')}
      </Typography>
      <FormControl error={reasonMissing}>
        <FormLabel sx={{ fontWeight: 600, color: 'text.primary' }}>{t('appeal.reasonLabel')}</FormLabel>
        <RadioGroup
          value={reason ?? ''}
          onChange={(_, value) => setReason(value as AppealReason)}
          aria-describedby={reasonMissing ? reasonErrorId : undefined}
        >
          {reasons.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={t(`appeal.reason.${value}`)}
              sx={{ alignItems: 'flex-start', my: 0.25, '& .MuiRadio-root': { mt: -0.75 } }}
            />
          ))}
        </RadioGroup>
        {reasonMissing && (
          <FormHelperText id={reasonErrorId} role="alert">
            {t('appeal.reasonRequired')}
          </FormHelperText>
        )}
      </FormControl>
      <OutlinedField
        label={t('appeal.descriptionLabel')}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        growToLines={6}
        required
        error={tooShort}
        inputProps={{ maxLength: DESCRIPTION.max }}
        helperText={
          tooShort
            ? t('appeal.descriptionTooShort', { min: DESCRIPTION.min })
            : t('appeal.descriptionHelp', { length, max: DESCRIPTION.max, min: DESCRIPTION.min })
        }
      />
      <Stack spacing={1}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('appeal.filesLabel')}
        </Typography>
        <Typography id={filesHelpId} variant="body2" color="text.secondary">
          {evidence.full ? t('appeal.filesFull', { max: MAX_EVIDENCE }) : t('appeal.filesHelp', { max: MAX_EVIDENCE })}
        </Typography>
        <EvidenceList uploads={evidence.uploads} onRemove={evidence.remove} onRetry={evidence.retry} />
        <FileInput
          accept={FILE_TYPES}
          maxBytes={FILE_MAX_BYTES}
          checkContent
          multiple
          disabled={evidence.full}
          onSelect={evidence.add}
          label={t('appeal.addFiles')}
          typeErrorMessage={t('appeal.fileTypeError')}
          sizeErrorMessage={t('errors:attachmentSize')}
        />
        {filesPending && (
          <FormHelperText error role="alert">
            {t('appeal.filesPending')}
          </FormHelperText>
        )}
      </Stack>
      {failure && <Alert severity="error">{failure}</Alert>}
    </Stack>
  );
}
