import { BIZ, MockBizError } from './business-codes';
import { getState } from './store';
import type { StoredFile } from './types';

// Uploaded files (contract files.yaml): chat attachments under 10MB, payment images PNG/JPG/JPEG under 3MB
// (spec §5, §9). The bytes are kept so GET /mock-files/:id can serve them back.

export const CHAT_FILE_MAX_BYTES = 10_485_760;
export const PICTURE_MAX_BYTES = 3_145_728;

const SIGNATURES: ReadonlyArray<{ type: string; bytes: readonly number[] }> = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46] },
];

/** The type the content really has, by its magic bytes (a renamed file does not pass as an image). */
export function sniffType(bytes: Uint8Array): string | undefined {
  return SIGNATURES.find((s) => s.bytes.every((b, i) => bytes[i] === b))?.type;
}

function reject(message: string): never {
  throw new MockBizError(BIZ.FILE_REJECTED, message);
}

export async function acceptChatFile(file: File): Promise<StoredFile> {
  if (file.size === 0) reject('The file is empty.');
  if (file.size >= CHAT_FILE_MAX_BYTES) reject('Please select a file smaller than 10MB.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  return store(bytes, sniffType(bytes) ?? (file.type || 'application/octet-stream'), file.name);
}

export async function acceptPicture(file: File): Promise<StoredFile> {
  const formatError = 'Failed to upload. Only PNG, JPG, and JPEG image formats are supported.';
  if (!/\.(png|jpe?g)$/i.test(file.name)) reject(formatError);
  if (file.size === 0) reject(formatError);
  if (file.size >= PICTURE_MAX_BYTES) reject('Failed to upload. Only images smaller than 3MB are supported.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffType(bytes);
  if (type !== 'image/png' && type !== 'image/jpeg') reject(formatError);
  return store(bytes, type, file.name);
}

function store(bytes: Uint8Array, contentType: string, fileName: string): StoredFile {
  const state = getState();
  // Unique across resets, so a browser never shows a cached file of an earlier session under the same URL.
  const id = `${Date.now().toString(36)}-${state.seq.file++}`;
  const file: StoredFile = { id, bytes, contentType, fileName: fileName || 'file' };
  state.files.set(id, file);
  return file;
}

export function findFile(id: string): StoredFile | undefined {
  return getState().files.get(id);
}
