import { BIZ, MockBizError } from './business-codes';
import { getState } from './store';
import type { StoredFile } from './types';

// The type is what the bytes are, never the name or the declared type: an HTML or script file is refused, so
// nothing uploaded can be served back as a page.

const CHAT_FILE_MAX_BYTES = 10_485_760;
const PICTURE_MAX_BYTES = 3_145_728;
/** The contract's x-max-file-name-length, also the bound of the answer's fileName. */
export const FILE_NAME_MAX_CHARS = 255;

export type SniffedType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'application/pdf';

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Magic bytes, each at its offset (WebP: "RIFF", a size, then "WEBP"). */
const SIGNATURES: ReadonlyArray<{ type: SniffedType; parts: ReadonlyArray<{ at: number; bytes: readonly number[] }> }> =
  [
    { type: 'image/png', parts: [{ at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }] },
    { type: 'image/jpeg', parts: [{ at: 0, bytes: [0xff, 0xd8, 0xff] }] },
    { type: 'image/gif', parts: [{ at: 0, bytes: ascii('GIF87a') }] },
    { type: 'image/gif', parts: [{ at: 0, bytes: ascii('GIF89a') }] },
    {
      type: 'image/webp',
      parts: [
        { at: 0, bytes: ascii('RIFF') },
        { at: 8, bytes: ascii('WEBP') },
      ],
    },
    { type: 'application/pdf', parts: [{ at: 0, bytes: ascii('%PDF-') }] },
  ];

/** The type the content really has, by its magic bytes (a renamed file does not pass as an image). */
export function sniffType(bytes: Uint8Array): SniffedType | undefined {
  return SIGNATURES.find((s) => s.parts.every(({ at, bytes: sig }) => sig.every((b, i) => bytes[at + i] === b)))?.type;
}

export function isImageType(type: string): boolean {
  return type.startsWith('image/');
}

/** The product has no text for a refused chat file type; this follows the picture one. */
const CHAT_FILE_TYPE_ERROR = 'Failed to upload. Only images (PNG, JPG, JPEG, GIF, WebP) and PDF files are supported.';

function reject(message: string): never {
  throw new MockBizError(BIZ.FILE_REJECTED, message);
}

export async function acceptChatFile(file: File, ownerId?: string): Promise<StoredFile> {
  if (file.size === 0) reject('The file is empty.');
  if (file.size >= CHAT_FILE_MAX_BYTES) reject('Please select a file smaller than 10MB.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffType(bytes);
  if (!type) reject(CHAT_FILE_TYPE_ERROR);
  return store(bytes, type, file.name, ownerId);
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

function store(bytes: Uint8Array, contentType: SniffedType, fileName: string, ownerId?: string): StoredFile {
  const state = getState();
  // Unique across resets, so a browser never shows a cached file of an earlier session under the same URL.
  const id = `${Date.now().toString(36)}-${state.seq.file++}`;
  const file: StoredFile = { id, bytes, contentType, fileName: fileName || 'file', ...(ownerId ? { ownerId } : {}) };
  state.files.set(id, file);
  return file;
}

export function findFile(id: string): StoredFile | undefined {
  return getState().files.get(id);
}

/** The stored file a `fileUrl` of ours names, when the user uploaded it; any host, as the file host is configurable. */
export function findOwnFile(fileUrl: string, userId: string): StoredFile | undefined {
  if (!URL.canParse(fileUrl)) return undefined;
  const id = /^\/mock-files\/([^/]+)$/.exec(new URL(fileUrl).pathname)?.[1];
  const file = id === undefined ? undefined : findFile(decodeURIComponent(id));
  return file?.ownerId === userId ? file : undefined;
}
