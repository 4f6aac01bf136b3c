import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FileInput } from '@ds';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from './payment-schema';

export interface PaymentImageFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/** Checks the file's type, extension and first bytes before uploading, so a renamed file is refused. */
export function PaymentImageField({ file, onChange, disabled }: PaymentImageFieldProps) {
  const { t } = useTranslation('payment-methods');
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {t('form.imageHint')}
      </Typography>
      <FileInput
        accept={IMAGE_TYPES}
        maxBytes={IMAGE_MAX_BYTES}
        checkContent
        label={t('form.image')}
        typeErrorMessage={t('errors:uploadFormat')}
        sizeErrorMessage={t('errors:uploadSize')}
        onSelect={onChange}
        onReject={() => onChange(null)}
        disabled={disabled}
      />
      {file && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Typography variant="body2" data-testid="payment-image-name" sx={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Typography>
          <Button size="small" onClick={() => onChange(null)} disabled={disabled}>
            {t('form.removeImage')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
