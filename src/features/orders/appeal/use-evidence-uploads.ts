import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadFile } from '@/api/generated/endpoints/files/files';
import type { AppealEvidence } from '@/api/generated/models';
import { failureText, newClientKey } from '@/shared/api-failures';
import { withBoundedName } from '@/shared/upload-file-name';

/** CreateAppealRequest.evidence: at most 5 files. */
export const MAX_EVIDENCE = 5;

export interface EvidenceUpload {
  key: string;
  file: File;
  state: 'uploading' | 'done' | 'failed';
  uploaded?: AppealEvidence;
  failure?: string;
}

/**
 * Each file is uploaded as soon as it is chosen (as chat attachments are), so submitting the appeal sends only their
 * URLs; a failed upload keeps its file for Retry, and nothing chosen is lost while the form stays open.
 */
export function useEvidenceUploads() {
  const { t } = useTranslation();
  const [uploads, setUploads] = useState<EvidenceUpload[]>([]);
  const { mutateAsync: upload } = useUploadFile({ request: { silent: true } });
  const count = useRef(0);

  const patch = useCallback((key: string, change: Partial<EvidenceUpload>) => {
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
  }, []);

  const send = useCallback(
    async (key: string, file: File) => {
      patch(key, { state: 'uploading', failure: undefined });
      try {
        const { fileUrl, fileName, fileSize, contentType } = await upload({ data: { file: withBoundedName(file) } });
        patch(key, { state: 'done', uploaded: { fileUrl, fileName, fileSize, contentType } });
      } catch (error) {
        patch(key, { state: 'failed', failure: failureText(error, t) ?? undefined });
      }
    },
    [patch, t, upload],
  );

  const add = useCallback(
    (file: File) => {
      // Counted here, not from state: several files chosen at once arrive before the state has caught up.
      if (count.current >= MAX_EVIDENCE) return;
      count.current += 1;
      const key = newClientKey();
      setUploads((list) => [...list, { key, file, state: 'uploading' }]);
      void send(key, file);
    },
    [send],
  );

  const remove = useCallback((key: string) => {
    count.current -= 1;
    setUploads((list) => list.filter((u) => u.key !== key));
  }, []);

  const retry = useCallback((entry: EvidenceUpload) => void send(entry.key, entry.file), [send]);

  return { uploads, add, remove, retry, full: uploads.length >= MAX_EVIDENCE };
}
