import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { CloseIcon } from '@ds';
import { LANGUAGE_INFO } from '@/shared/i18n';
import { withoutBidiControls } from '@/shared/bidi-text';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { formatFileSize } from '../chat/file-size';
import type { EvidenceUpload } from './use-evidence-uploads';

interface EvidenceListProps {
  uploads: readonly EvidenceUpload[];
  onRemove: (key: string) => void;
  onRetry: (upload: EvidenceUpload) => void;
}

/** The chosen files, each with its upload's state; a failed one says why and can be retried or removed. */
export function EvidenceList({ uploads, onRemove, onRetry }: EvidenceListProps) {
  const { t } = useTranslation('orders');
  const { t: tChat } = useTranslation('chat');
  const locale = LANGUAGE_INFO[useCurrentLanguage()].locale;
  if (uploads.length === 0) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {uploads.map((upload) => (
        <Box
          component="li"
          key={upload.key}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            p: 1,
            border: 1,
            borderColor: upload.state === 'failed' ? 'error.main' : 'divider',
            borderRadius: 1,
          }}
        >
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {withoutBidiControls(upload.file.name)}
            </Typography>
            <Typography variant="caption" color={upload.state === 'failed' ? 'error' : 'text.secondary'} role="status">
              {upload.state === 'uploading'
                ? t('appeal.fileUploading')
                : upload.state === 'failed'
                  ? (upload.failure ?? t('appeal.fileFailed'))
                  : formatFileSize(upload.file.size, locale, tChat)}
            </Typography>
          </Box>
          {upload.state === 'uploading' && <CircularProgress size={20} aria-hidden />}
          {upload.state === 'failed' && (
            <Button size="small" onClick={() => onRetry(upload)}>
              {t('appeal.fileRetry')}
            </Button>
          )}
          <IconButton
            size="small"
            aria-label={t('appeal.fileRemove', { name: withoutBidiControls(upload.file.name) })}
            onClick={() => onRemove(upload.key)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}
