import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { CopyIcon } from '../../icons';

export interface CopyButtonProps {
  /** The text to copy, e.g. an order ID or the receiver's account. */
  text: string;
  /** Accessible name; 'Copy' by default. Say what is copied when several buttons are close: 'Copy order ID'. */
  label?: string;
  /** Inside the native app the bridge copies (spec §7 'copy a string'); the browser clipboard by default. */
  writeText?: (text: string) => Promise<void>;
  /** How long the feedback stays, in ms. */
  feedbackMs?: number;
}

const clipboardWrite = (text: string) =>
  typeof navigator !== 'undefined' && navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('no clipboard'));

/** Copies a value and says so ('Copied') next to the button, announced politely. */
export function CopyButton({ text, label, writeText = clipboardWrite, feedbackMs = 2000 }: CopyButtonProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setResult(null), feedbackMs);
    return () => clearTimeout(timer);
  }, [result, feedbackMs]);

  const copy = async () => {
    try {
      await writeText(text);
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
      <Box component="span" role="status" sx={{ typography: 'caption', color: result === 'failed' ? 'error.main' : 'success.main' }}>
        {result === 'copied' ? t('copy.copied') : result === 'failed' ? t('copy.failed') : ''}
      </Box>
    </Box>
  );
}
