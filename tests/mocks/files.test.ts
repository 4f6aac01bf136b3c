import { uploadFile, uploadPicture } from '@/api/generated/endpoints/files/files';
import { codeOf, dataOf, fileForm, nodeFile, pngBytes, rawCall, signInClient, startMocks } from './mock-harness';
import { codeOfFailure } from './trade-helpers';

// Uploads (contract files.yaml): chat files < 10MB, images or PDF by their magic bytes; payment
// images PNG/JPG/JPEG < 3MB checked by size, by name and by magic bytes; stored bytes served back, inert, by
// GET /mock-files/:id.

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
    expect(
      await codeOfFailure(
        uploadPicture({ file: nodeFile(new TextEncoder().encode('not an image'), 'qr.jpg', 'image/jpeg') }),
      ),
    ).toBe(30010);
    expect(await codeOfFailure(uploadPicture({ file: nodeFile(pngBytes(3 * MB - 8), 'big.png', 'image/png') }))).toBe(
      30010,
    );
    const justUnder = await rawCall('POST', '/api/ctc/upload-picture', {
      form: fileForm(pngBytes(3 * MB - 9), 'ok.png', 'image/png'),
    });
    expect(codeOf(justUnder)).toBe(0);
  });

  it('refuses a file name over the contract’s 255 characters with 400, so the answer never breaks its own bound', async () => {
    const tooLong = await rawCall('POST', '/api/ctc/upload-picture', {
      form: fileForm(pngBytes(64), `${'q'.repeat(252)}.png`, 'image/png'),
    });
    expect(tooLong.status).toBe(400);
    expect(codeOf(tooLong)).toBe(400);
    const longest = `${'q'.repeat(251)}.png`;
    expect(await uploadPicture({ file: nodeFile(pngBytes(64), longest, 'image/png') })).toMatchObject({
      fileName: longest,
    });
  });
});

const pdfBytes = () => new TextEncoder().encode('%PDF-1.7 receipt');

describe('upload-file-by-form-data', () => {
  const webpBytes = () =>
    new Uint8Array([...new TextEncoder().encode('RIFF'), 0x24, 0, 0, 0, ...new TextEncoder().encode('WEBPVP8 ')]);

  it('stores images (PNG, JPEG, GIF, WebP) and PDF under 10MB with the type their bytes have', async () => {
    const stored = await uploadFile({ file: nodeFile(pdfBytes(), 'receipt.pdf', 'application/pdf') });
    expect(stored).toMatchObject({
      fileName: 'receipt.pdf',
      fileSize: pdfBytes().byteLength,
      contentType: 'application/pdf',
    });
    expect((await uploadFile({ file: nodeFile(webpBytes(), 'shot.webp', 'image/webp') })).contentType).toBe(
      'image/webp',
    );
    expect(
      (await uploadFile({ file: nodeFile(new TextEncoder().encode('GIF89a...'), 'a.gif', 'image/gif') })).contentType,
    ).toBe('image/gif');
    // The bytes decide, not the name or the declared type.
    expect((await uploadFile({ file: nodeFile(jpegBytes(), 'photo.txt', 'text/plain') })).contentType).toBe(
      'image/jpeg',
    );
  });

  it('refuses HTML, scripts, text and unknown bytes whatever their name (30010 at HTTP 200)', async () => {
    const attempts: Array<[string, string, string]> = [
      ['<!doctype html><script>alert(1)</script>', 'page.html', 'text/html'],
      ['alert(document.cookie)', 'app.js', 'application/javascript'],
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'logo.svg', 'image/svg+xml'],
      ['hello', 'note.txt', 'text/plain'],
      ['<html><body>hi</body></html>', 'receipt.pdf', 'application/pdf'],
    ];
    for (const [text, name, type] of attempts) {
      const refused = await rawCall('POST', '/api/ctc/upload-file-by-form-data', {
        form: fileForm(new TextEncoder().encode(text), name, type),
      });
      expect(refused.status).toBe(200);
      expect(refused.body).toEqual({
        code: 30010,
        message: 'Failed to upload. Only images (PNG, JPG, JPEG, GIF, WebP) and PDF files are supported.',
        data: null,
      });
    }
  });

  it('refuses files of 10MB or more and empty files (30010), and a missing field (HTTP 400)', async () => {
    const big = await rawCall('POST', '/api/ctc/upload-file-by-form-data', {
      form: fileForm(pngBytes(10 * MB - 8), 'big.png', 'image/png'),
    });
    expect(big.status).toBe(200);
    expect(big.body).toEqual({ code: 30010, message: 'Please select a file smaller than 10MB.', data: null });
    // "Under 10MB": exactly 10MB is refused above, one byte less is stored.
    const justUnder = await rawCall('POST', '/api/ctc/upload-file-by-form-data', {
      form: fileForm(pngBytes(10 * MB - 9), 'edge.png', 'image/png'),
    });
    expect(codeOf(justUnder)).toBe(0);
    expect(dataOf<{ fileSize: number }>(justUnder).fileSize).toBe(10 * MB - 1);
    expect(await codeOfFailure(uploadFile({ file: nodeFile(new Uint8Array(0), 'empty.txt', 'text/plain') }))).toBe(
      30010,
    );
    const form = new FormData();
    form.append('other', 'x');
    const missing = await rawCall('POST', '/api/ctc/upload-file-by-form-data', { form });
    expect(missing.status).toBe(400);
    expect(codeOf(missing)).toBe(400);
  });
});

describe('GET /mock-files/:id', () => {
  it('serves an image inline and a PDF as an attachment, with nosniff and a sandboxing CSP', async () => {
    const png = dataOf<{ fileUrl: string }>(
      await rawCall('POST', '/api/ctc/upload-file-by-form-data', {
        form: fileForm(pngBytes(), 'a "b".png', 'text/html'),
      }),
    );
    const image = await fetch(png.fileUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(image.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''a%20%22b%22.png");
    const pdf = dataOf<{ fileUrl: string }>(
      await rawCall('POST', '/api/ctc/upload-file-by-form-data', {
        form: fileForm(pdfBytes(), 'r.pdf', 'application/pdf'),
      }),
    );
    const served = await fetch(pdf.fileUrl);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''r.pdf");
  });

  it('answers an unknown file id with a 404 envelope', async () => {
    const missing = await fetch('http://localhost/mock-files/nope');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 404, message: 'File not found.', data: null });
  });
});
