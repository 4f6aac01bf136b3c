import { http, HttpResponse } from 'msw';
import type { UploadResultResponse } from '@/api/generated/models';
import { getMockConfig } from '../config';
import { MockBadRequest } from '../state/business-codes';
import {
  acceptChatFile,
  acceptPicture,
  FILE_NAME_MAX_CHARS,
  findFile,
  isImageType,
  sniffType,
  type SniffedType,
} from '../state/files';
import type { StoredFile } from '../state/types';
import { fail, ok, protectedRoute } from './respond';

// GET /mock-files/:id is not in the contract: it stands in for the file host, so images and downloads really work.

const MOCK_FILES_PATH = '/mock-files';

async function fileField(request: Request): Promise<File> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new MockBadRequest('The request must be multipart/form-data.');
  }
  const file = form.get('file');
  // `file` is required by the contract: HTTP 400, as the mock server's validator says.
  if (file === null || typeof file === 'string')
    throw new MockBadRequest('Invalid request: body field "file": is required.');
  // The in-page worker has no validator: the name is bounded here too, so the answer never breaks its own schema.
  if ([...file.name].length > FILE_NAME_MAX_CHARS)
    throw new MockBadRequest(
      `Invalid request: body field "file": the file name must NOT have more than ${FILE_NAME_MAX_CHARS} characters.`,
    );
  return file;
}

/** The configured file host, else the page's origin (the in-page worker); never the request's Host. */
function fileHost(): string {
  return getMockConfig().fileHost || globalThis.location?.origin || 'http://localhost';
}

function uploaded(file: StoredFile): Response {
  // Absolute (the contract's fileUrl is `format: uri`), on a host behind the mock worker or the mock server.
  const fileUrl = new URL(`${MOCK_FILES_PATH}/${file.id}`, fileHost()).href;
  const contentType = file.contentType as SniffedType; // store() only keeps sniffed types
  return ok<UploadResultResponse>({ fileUrl, fileName: file.fileName, fileSize: file.bytes.byteLength, contentType });
}

export const filesHandlers = [
  http.post(
    '*/api/ctc/upload-file-by-form-data',
    protectedRoute(async ({ request, user }) =>
      uploaded(await acceptChatFile(await fileField(request), user.profile.userId)),
    ),
  ),
  http.post(
    '*/api/ctc/upload-picture',
    protectedRoute(async ({ request }) => uploaded(await acceptPicture(await fileField(request)))),
  ),
];

/** RFC 5987 ext-value: percent-encoded UTF-8, also the characters encodeURIComponent leaves but it forbids. */
function filenameStar(name: string): string {
  return `UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

// Served as inert as a file host should: the type sniffed again (so an older snapshot cannot bring back a declared
// one), nosniff, a sandboxing CSP, and `attachment` except for images, which the chat shows inline.
export const mockFilesHandler = http.get(`*${MOCK_FILES_PATH}/:id`, ({ params }) => {
  const file = typeof params.id === 'string' ? findFile(params.id) : undefined;
  if (!file) return fail(404, 'File not found.', 404);
  const type = sniffType(file.bytes) ?? 'application/octet-stream';
  const disposition = isImageType(type) ? 'inline' : 'attachment';
  return HttpResponse.arrayBuffer(file.bytes.slice().buffer, {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `${disposition}; filename*=${filenameStar(file.fileName)}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "sandbox; default-src 'none'",
      'Cache-Control': 'no-store',
    },
  });
});
