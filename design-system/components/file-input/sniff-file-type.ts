export type SniffedType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'application/pdf';

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Each signature's parts at their offsets (WebP: "RIFF", a size, then "WEBP"). */
const SIGNATURES: ReadonlyArray<{ type: SniffedType; parts: ReadonlyArray<{ at: number; bytes: readonly number[] }> }> =
  [
    { type: 'image/png', parts: [{ at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }] },
    { type: 'image/jpeg', parts: [{ at: 0, bytes: [0xff, 0xd8, 0xff] }] },
    { type: 'image/gif', parts: [{ at: 0, bytes: ascii('GIF8') }] }, // GIF87a and GIF89a
    {
      type: 'image/webp',
      parts: [
        { at: 0, bytes: ascii('RIFF') },
        { at: 8, bytes: ascii('WEBP') },
      ],
    },
    { type: 'application/pdf', parts: [{ at: 0, bytes: ascii('%PDF') }] },
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
  const head = new Uint8Array(await readHead(file, 12));
  const match = SIGNATURES.find(({ parts }) =>
    parts.every(({ at, bytes }) => bytes.every((b, i) => head[at + i] === b)),
  );
  return match?.type ?? null;
}
