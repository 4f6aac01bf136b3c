import { http, HttpResponse } from 'msw';
import type { UploadResultResponse } from '@/api/generated/models';
import { MockBadRequest, invalidField } from '../state/business-codes';
import { acceptChatFile, acceptPicture, findFile } from '../state/files';
import type { StoredFile } from '../state/types';
import { ok, protectedRoute } from './respond';

// Tag `files`: multipart uploads in the field `file`, plus GET /mock-files/:id (not in the contract: the
// mocks' stand-in for the file host) that serves the stored bytes, so images and downloads really work.

export const MOCK_FILES_PATH = '/mock-files';

async function fileField(request: Request): Promise<File> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new MockBadRequest('The request must be multipart/form-data.');
  }
  const file = form.get('file');
  if (file === null || typeof file === 'string') throw invalidField('The field "file" is required.');
  return file;
}

function uploaded(request: Request, file: StoredFile): Response {
  // Absolute, on the caller's origin: the contract's fileUrl is `format: uri`, and the same origin keeps the
  // file behind the mock worker (browser) or the mock server (Node).
  const fileUrl = new URL(`${MOCK_FILES_PATH}/${file.id}`, request.url).href;
  return ok<UploadResultResponse>({ fileUrl, fileName: file.fileName, fileSize: file.bytes.byteLength, contentType: file.contentType });
}

export const filesHandlers = [
  http.post(
    '*/api/ctc/upload-file-by-form-data',
    protectedRoute(async ({ request }) => uploaded(request, await acceptChatFile(await fileField(request)))),
  ),
  http.post(
    '*/api/ctc/upload-picture',
    protectedRoute(async ({ request }) => uploaded(request, await acceptPicture(await fileField(request)))),
  ),
];

export const mockFilesHandler = http.get(`*${MOCK_FILES_PATH}/:id`, ({ params }) => {
  const file = typeof params.id === 'string' ? findFile(params.id) : undefined;
  if (!file) return new HttpResponse(null, { status: 404 });
  const body = file.bytes.slice().buffer;
  return HttpResponse.arrayBuffer(body, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `inline; filename="${encodeURIComponent(file.fileName)}"`,
      'Cache-Control': 'no-store',
    },
  });
});
