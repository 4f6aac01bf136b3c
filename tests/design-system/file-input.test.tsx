import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkFile, FileInput, sniffFileType } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';

const MB = 1024 * 1024;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0];
const GIF = [...'GIF89a'].map((c) => c.charCodeAt(0));
const PDF = [...'%PDF-1.7'].map((c) => c.charCodeAt(0));
const WEBP = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [0x24, 0, 0, 0],
    [...'WEBP'].map((c) => c.charCodeAt(0)),
  );

const file = (name: string, type: string, bytes: number[] = PNG) => new File([new Uint8Array(bytes)], name, { type });
const sized = (f: File, size: number) => Object.defineProperty(f, 'size', { value: size });

// Payment images are PNG, JPG or JPEG under 3MB.
const rules = { accept: ['image/png', 'image/jpeg'], maxBytes: 3 * MB };

describe('checkFile', () => {
  it.each<[string, File, ReturnType<typeof checkFile>]>([
    ['a PNG', file('a.png', 'image/png'), { ok: true }],
    ['a JPG', file('a.jpg', 'image/jpeg', JPEG), { ok: true }],
    ['a JPEG with upper-case extension', file('A.JPEG', 'image/jpeg', JPEG), { ok: true }],
    ['a PNG without browser MIME type', file('a.png', ''), { ok: true }],
    ['a GIF', file('a.gif', 'image/gif', GIF), { ok: false, reason: 'type' }],
    ['a PDF renamed to .png but typed as PDF', file('a.png', 'application/pdf', PDF), { ok: false, reason: 'type' }],
    ['a PNG with a wrong extension', file('a.exe', 'image/png'), { ok: false, reason: 'type' }],
    ['a file without extension or type', file('photo', ''), { ok: false, reason: 'type' }],
    ['a PNG of exactly 3MB', sized(file('a.png', 'image/png'), 3 * MB), { ok: true }],
    ['a PNG over 3MB', sized(file('a.png', 'image/png'), 3 * MB + 1), { ok: false, reason: 'size' }],
  ])('%s', (_name, f, expected) => {
    expect(checkFile(f, rules)).toEqual(expected);
  });

  it('accepts extensions and wildcards in the list', () => {
    expect(checkFile(file('a.pdf', 'application/pdf', PDF), { accept: ['.pdf'], maxBytes: 10 * MB })).toEqual({
      ok: true,
    });
    expect(checkFile(file('a.webp', 'image/webp'), { accept: ['image/*'], maxBytes: 10 * MB })).toEqual({ ok: true });
    expect(checkFile(file('a.txt', 'text/plain'), { accept: [], maxBytes: 10 * MB })).toEqual({ ok: true });
  });
});

describe('sniffFileType', () => {
  it.each([
    [PNG, 'image/png'],
    [JPEG, 'image/jpeg'],
    [GIF, 'image/gif'],
    [PDF, 'application/pdf'],
    [WEBP, 'image/webp'],
    // RIFF, but a WAV sound, not a WebP picture.
    [[...WEBP.slice(0, 8), ...[...'WAVE'].map((c) => c.charCodeAt(0))], null],
    [[0x4d, 0x5a, 0x90, 0], null],
    [[], null],
  ])('reads the magic bytes %j as %s', async (bytes, expected) => {
    await expect(sniffFileType(file('x', '', bytes))).resolves.toBe(expected);
  });
});

describe('<FileInput/>', () => {
  const typeError = 'Failed to upload. Only PNG, JPG, and JPEG image formats are supported.';
  const sizeError = 'Failed to upload. Only images smaller than 3MB are supported.';
  const setup = (extra: Partial<Parameters<typeof FileInput>[0]> = {}) => {
    const onSelect = jest.fn();
    const onReject = jest.fn();
    const view = renderWithProviders(
      <FileInput
        {...rules}
        onSelect={onSelect}
        onReject={onReject}
        typeErrorMessage={typeError}
        sizeErrorMessage={sizeError}
        {...extra}
      />,
    );
    const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
    // applyAccept off: the point is to see our own check reject what the browser's filter might let through.
    return { onSelect, onReject, input, user: userEvent.setup({ applyAccept: false }) };
  };

  it('opens the chooser from a translated button and hands over an allowed file', async () => {
    const { onSelect, input, user } = setup();
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeInTheDocument();
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    const png = file('receipt.png', 'image/png');
    await user.upload(input, png);
    expect(onSelect).toHaveBeenCalledWith(png);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('rejects a wrong type before onSelect and shows the caller message', async () => {
    const { onSelect, onReject, input, user } = setup();
    const gif = file('a.gif', 'image/gif', GIF);
    await user.upload(input, gif);
    expect(onSelect).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledWith({ reason: 'type', file: gif });
    expect(screen.getByRole('alert')).toHaveTextContent(typeError);
  });

  it('rejects a file that is too large', async () => {
    const { onSelect, onReject, input, user } = setup();
    await user.upload(input, sized(file('big.png', 'image/png'), 4 * MB));
    expect(onSelect).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledWith(expect.objectContaining({ reason: 'size' }));
    expect(screen.getByRole('alert')).toHaveTextContent(sizeError);
  });

  it('with checkContent, rejects a renamed file whose bytes are not an allowed image', async () => {
    const { onSelect, onReject, input, user } = setup({ checkContent: true });
    await user.upload(input, file('fake.png', 'image/png', PDF));
    await waitFor(() => expect(onReject).toHaveBeenCalledWith(expect.objectContaining({ reason: 'type' })));
    expect(onSelect).not.toHaveBeenCalled();
    await user.upload(input, file('real.jpg', 'image/jpeg', JPEG));
    await waitFor(() => expect(onSelect).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('with multiple, hands over each allowed file of one choice and says why the others were refused', async () => {
    const { onSelect, onReject, input, user } = setup({ checkContent: true, multiple: true });
    expect(input).toHaveAttribute('multiple');
    const good = [file('a.png', 'image/png'), file('b.jpg', 'image/jpeg', JPEG)];
    const renamed = file('c.png', 'image/png', PDF);
    await user.upload(input, [good[0]!, renamed, good[1]!]);
    await waitFor(() => expect(onSelect).toHaveBeenCalledTimes(2));
    expect(onSelect.mock.calls.map(([f]) => (f as File).name)).toEqual(['a.png', 'b.jpg']);
    expect(onReject).toHaveBeenCalledWith({ reason: 'type', file: renamed });
    expect(screen.getByRole('alert')).toHaveTextContent(typeError);
  });
});
