import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { UploadIcon } from '../../icons';
import { visuallyHidden } from '../../theme/tone-styles';
import { checkFile, type FileRejectionReason } from './check-file';
import { sniffFileType } from './sniff-file-type';

export interface FileRejection {
  reason: FileRejectionReason;
  file: File;
}

export interface FileInputProps {
  /** Allowed MIME types and/or extensions, e.g. ['image/png', 'image/jpeg']. */
  accept: readonly string[];
  maxBytes: number;
  /** Called only with a file that passed the checks. */
  onSelect: (file: File) => void;
  onReject?: (rejection: FileRejection) => void;
  typeErrorMessage: ReactNode;
  sizeErrorMessage: ReactNode;
  /** Button text; 'Choose file' by default. */
  label?: ReactNode;
  /** Also read the first bytes and reject content that is not an allowed type (see sniffFileType). */
  checkContent?: boolean;
  /** Several files at once: `onSelect` is called for each that passes, in the order chosen. */
  multiple?: boolean;
  disabled?: boolean;
}

export function FileInput({
  accept,
  maxBytes,
  onSelect,
  onReject,
  typeErrorMessage,
  sizeErrorMessage,
  label,
  checkContent = false,
  multiple = false,
  disabled,
}: FileInputProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [rejected, setRejected] = useState<FileRejectionReason | null>(null);

  const reject = (reason: FileRejectionReason, file: File) => {
    setRejected(reason);
    onReject?.({ reason, file });
  };

  /** The reason the file is refused, or null when it passes. */
  const refusal = async (file: File): Promise<FileRejectionReason | null> => {
    const check = checkFile(file, { accept, maxBytes });
    if (!check.ok) return check.reason;
    if (!checkContent) return null;
    const sniffed = await sniffFileType(file);
    return sniffed && checkFile({ name: file.name, type: sniffed, size: file.size }, { accept, maxBytes }).ok
      ? null
      : 'type';
  };

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    // Clearing the input lets the same file be chosen again after fixing a rejection.
    input.value = '';
    if (files.length === 0) return;
    setRejected(null);
    for (const file of files) {
      const reason = await refusal(file);
      if (reason) reject(reason, file);
      else onSelect(file);
    }
  };

  return (
    <Box>
      <input
        ref={inputRef}
        type="file"
        accept={accept.join(',')}
        multiple={multiple}
        disabled={disabled}
        tabIndex={-1}
        aria-hidden
        onChange={(event) => void handleChange(event)}
        style={visuallyHidden}
      />
      <Button
        variant="outlined"
        startIcon={<UploadIcon aria-hidden />}
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
        aria-describedby={rejected ? errorId : undefined}
      >
        {label ?? t('file.choose')}
      </Button>
      {rejected && (
        <FormHelperText id={errorId} error role="alert">
          {rejected === 'type' ? typeErrorMessage : sizeErrorMessage}
        </FormHelperText>
      )}
    </Box>
  );
}
