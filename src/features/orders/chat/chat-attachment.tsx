import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { toast } from '@ds';
import { askApp } from '@/platform/native-bridge';
import { LANGUAGE_INFO } from '@/shared/i18n';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { isPlainClick } from '@/shared/routing/in-app-links';
import { formatFileSize } from './file-size';
import { safeFileUrl } from '@/shared/safe-url';
import { withoutBidiControls } from '@/shared/bidi-text';

export interface ChatAttachmentProps {
  image: boolean;
  fileUrl: string | null;
  fileName: string;
  fileSize: number | null;
}

const openInNewTab = (url: string) => () => void window.open(url, '_blank', 'noopener,noreferrer');

/** In the mobile app a click saves an image or opens a file in an app window; else it opens in a new tab. */
export function ChatAttachment({ image, fileUrl, fileName: sentName, fileSize }: ChatAttachmentProps) {
  // A bidi override in a file name disguises its extension ('x<RLO>fdp.exe' shows as 'xexe.pdf'): dropped.
  const fileName = withoutBidiControls(sentName);
  const { t } = useTranslation('chat');
  const { t: tShell } = useTranslation('shell');
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
    const saveImage = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const asked = askApp('downloadImage', { url, fileName });
      if (!asked) return;
      event.preventDefault();
      void asked.then((outcome) => {
        if (outcome.status === 'done' && outcome.result.saved !== false) toast.success(tShell('nativeApp.imageSaved'));
        else openInNewTab(url)();
      });
    };
    return (
      <Link href={url} target="_blank" rel="noopener noreferrer" onClick={saveImage} sx={{ display: 'block' }}>
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
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      download={fileName}
      onClick={(event) => {
        const asked = isPlainClick(event) ? askApp('openNewWindow', { url, title: fileName }) : null;
        if (!asked) return;
        event.preventDefault();
        void asked.then((outcome) => {
          if (outcome.status !== 'done') openInNewTab(url)();
        });
      }}
      sx={{ wordBreak: 'break-all' }}
    >
      {label}
    </Link>
  );
}
