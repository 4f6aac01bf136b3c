import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_INFO } from '@/shared/i18n';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { formatFileSize } from './file-size';
import { safeFileUrl } from '@/shared/safe-url';
import { withoutBidiControls } from '@/shared/bidi-text';

export interface ChatAttachmentProps {
  image: boolean;
  fileUrl: string | null;
  fileName: string;
  fileSize: number | null;
}

/** An image inline (payment proof at a glance), any other file as a link named by its file name, as text. */
export function ChatAttachment({ image, fileUrl, fileName: sentName, fileSize }: ChatAttachmentProps) {
  // A bidi override in a file name disguises its extension ('x<RLO>fdp.exe' shows as 'xexe.pdf'): dropped.
  const fileName = withoutBidiControls(sentName);
  const { t } = useTranslation('chat');
  const lang = useCurrentLanguage();
  const url = safeFileUrl(fileUrl);
  const size = formatFileSize(fileSize, LANGUAGE_INFO[lang].locale, t);
  const label = size ? t('fileWithSize', { name: fileName, size }) : fileName;
  if (!url) {
    return (
      <Box component="span" sx={{ wordBreak: 'break-all' }}>
        {label}
      </Box>
    );
  }
  if (image) {
    return (
      <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ display: 'block' }}>
        <Box
          component="img"
          src={url}
          alt={t('imageAlt', { name: fileName })}
          loading="lazy"
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, borderRadius: 1 }}
        />
      </Link>
    );
  }
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" download={fileName} sx={{ wordBreak: 'break-all' }}>
      {label}
    </Link>
  );
}
