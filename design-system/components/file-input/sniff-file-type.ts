export type SniffedType = 'image/png' | 'image/jpeg' | 'image/gif' | 'application/pdf';

const SIGNATURES: ReadonlyArray<{ type: SniffedType; bytes: readonly number[] }> = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] }, // 'GIF8' (GIF87a and GIF89a)
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46] }, // '%PDF'
];

function readHead(blob: Blob, length: number): Promise<ArrayBuffer> {
  const head = blob.slice(0, length);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(head);
  });
}

/** A rename changes a file's name and MIME type but not its first bytes, so content can be checked before upload. */
export async function sniffFileType(file: Blob): Promise<SniffedType | null> {
  const head = new Uint8Array(await readHead(file, 8));
  const match = SIGNATURES.find(({ bytes }) => bytes.every((b, i) => head[i] === b));
  return match?.type ?? null;
}
