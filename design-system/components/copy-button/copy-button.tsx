import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { CopyIcon } from '../../icons';
import { useCopyFunction } from './copy-provider';

export interface CopyButtonProps {
  text: string;
  /** Accessible name; 'Copy' by default. Say what is copied when several buttons are close: 'Copy order ID'. */
  label?: string;
  /** How to copy; the nearest CopyProvider's function by default (the browser clipboard without one). */
  writeText?: (text: string) => Promise<void>;
  feedbackMs?: number;
}

export function CopyButton({ text, label, writeText, feedbackMs = 2000 }: CopyButtonProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const providedCopy = useCopyFunction();
  const copyText = writeText ?? providedCopy;
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setResult(null), feedbackMs);
    return () => clearTimeout(timer);
  }, [result, feedbackMs]);

  const copy = async () => {
    try {
      await copyText(text);
      setResult('copied');
    } catch {
      setResult('failed');
    }
  };

  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton size="small" aria-label={label ?? t('copy.copy')} onClick={() => void copy()}>
        <CopyIcon fontSize="inherit" />
      </IconButton>
      <Box
        component="span"
        role="status"
        sx={{ typography: 'caption', color: result === 'failed' ? 'error.main' : 'success.main' }}
      >
        {result === 'copied' ? t('copy.copied') : result === 'failed' ? t('copy.failed') : ''}
      </Box>
    </Box>
  );
}
