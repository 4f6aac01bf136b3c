import { uploadFile, uploadPicture } from '@/api/generated/endpoints/files/files';
import { codeOf, dataOf, fileForm, nodeFile, pngBytes, rawCall, signInClient, startMocks } from './mock-harness';
import { codeOfFailure } from './trade-helpers';

// Uploads (contract files.yaml, spec §5 / §9): chat files < 10MB, payment images PNG/JPG/JPEG < 3MB checked
// by size, by name and by magic bytes; stored bytes served back by GET /mock-files/:id.

startMocks();
beforeEach(() => signInClient('trader'));

const MB = 1024 * 1024;
const jpegBytes = (size = 32) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
};

describe('upload-picture', () => {
  it('stores PNG and JPEG images and serves the same bytes with their type', async () => {
    const png = await uploadPicture({ file: nodeFile(pngBytes(100), 'qr.png', 'image/png') });
    expect(png).toMatchObject({ fileName: 'qr.png', fileSize: 108, contentType: 'image/png' });
    const jpeg = await uploadPicture({ file: nodeFile(jpegBytes(), 'qr.JPEG', 'image/jpeg') });
    expect(jpeg.contentType).toBe('image/jpeg');
    const served = await fetch(jpeg.fileUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(jpegBytes());
  });

  it('refuses other types by name and by magic bytes, and images of 3MB or more (30010)', async () => {
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);
    expect(await codeOfFailure(uploadPicture({ file: nodeFile(gif, 'qr.gif', 'image/gif') }))).toBe(30010);
    // A GIF renamed to .png (and claiming image/png) is still refused: the bytes decide.
    expect(await codeOfFailure(uploadPicture({ file: nodeFile(gif, 'qr.png', 'image/png') }))).toBe(30010);
    expect(await codeOfFailure(uploadPicture({ file: nodeFile(new TextEncoder().encode('not an image'), 'qr.jpg', 'image/jpeg') }))).toBe(30010);
    expect(await codeOfFailure(uploadPicture({ file: nodeFile(pngBytes(3 * MB - 8), 'big.png', 'image/png') }))).toBe(30010);
    const justUnder = await rawCall('POST', '/api/ctc/upload-picture', { form: fileForm(pngBytes(3 * MB - 9), 'ok.png', 'image/png') });
    expect(codeOf(justUnder)).toBe(0);
  });
});

describe('upload-file-by-form-data', () => {
  it('stores any chat attachment under 10MB with its detected type', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7 receipt');
    const stored = await uploadFile({ file: nodeFile(pdf, 'receipt.pdf', 'application/pdf') });
    expect(stored).toMatchObject({ fileName: 'receipt.pdf', fileSize: pdf.byteLength, contentType: 'application/pdf' });
    const text = await uploadFile({ file: nodeFile(new TextEncoder().encode('hello'), 'note.txt', 'text/plain') });
    expect(text.contentType).toBe('text/plain');
  });

  it('refuses files of 10MB or more and empty files (30010), and a missing field (30000)', async () => {
    const big = await rawCall('POST', '/api/ctc/upload-file-by-form-data', { form: fileForm(new Uint8Array(10 * MB), 'big.bin', 'application/octet-stream') });
    expect(codeOf(big)).toBe(30010);
    expect(await codeOfFailure(uploadFile({ file: nodeFile(new Uint8Array(0), 'empty.txt', 'text/plain') }))).toBe(30010);
    const form = new FormData();
    form.append('other', 'x');
    expect(codeOf(await rawCall('POST', '/api/ctc/upload-file-by-form-data', { form }))).toBe(30000);
  });

  it('answers 404 for an unknown file id', async () => {
    const stored = dataOf<{ fileUrl: string }>(await rawCall('POST', '/api/ctc/upload-file-by-form-data', { form: fileForm(pngBytes(), 'a.png', 'image/png') }));
    expect((await fetch(stored.fileUrl)).status).toBe(200);
    expect((await fetch('http://localhost/mock-files/nope')).status).toBe(404);
  });
});
