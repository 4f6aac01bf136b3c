import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { boundedFileName, MAX_UPLOAD_FILE_NAME, withBoundedName } from '@/shared/upload-file-name';
import { FILE_NAME_MAX_CHARS } from '@mocks/state/files';

const files = parse(
  readFileSync(join(process.cwd(), 'openapi', 'components', 'schemas', 'files.yaml'), 'utf8'),
) as Record<string, { 'x-max-file-name-length'?: number }>;

describe('upload file names', () => {
  it.each(['UploadFileRequest', 'UploadPictureRequest'])(
    'the bound is the contract’s for %s, in the app and the mocks',
    (schema) => {
      expect(files[schema]?.['x-max-file-name-length']).toBe(MAX_UPLOAD_FILE_NAME);
      expect(FILE_NAME_MAX_CHARS).toBe(MAX_UPLOAD_FILE_NAME);
    },
  );

  it('leaves a name within the bound as it is', () => {
    expect(boundedFileName('receipt.pdf')).toBe('receipt.pdf');
    const exact = `${'a'.repeat(251)}.png`;
    expect(boundedFileName(exact)).toBe(exact);
  });

  it('cuts a longer name to the bound in characters and keeps the extension', () => {
    const cut = boundedFileName(`${'квитанция'.repeat(40)}.jpeg`);
    expect([...cut]).toHaveLength(255);
    expect(cut.endsWith('.jpeg')).toBe(true);
    expect(cut.startsWith('квитанция')).toBe(true);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const cut = boundedFileName(`${'💸'.repeat(300)}.png`);
    expect([...cut]).toHaveLength(255);
    expect(cut).toBe(`${'💸'.repeat(251)}.png`);
  });

  it('cuts a name without an extension, or with a long tail after its last dot, from the end', () => {
    expect(boundedFileName('x'.repeat(300))).toBe('x'.repeat(255));
    expect(boundedFileName(`scan.${'y'.repeat(300)}`)).toBe(`scan.${'y'.repeat(250)}`);
  });

  it('gives the same file back when its name fits, and a renamed copy of the same size and type when not', () => {
    const short = new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' });
    expect(withBoundedName(short)).toBe(short);
    const long = new File(['%PDF-1.4'], `${'r'.repeat(300)}.pdf`, { type: 'application/pdf' });
    const renamed = withBoundedName(long);
    expect(renamed.name).toBe(`${'r'.repeat(251)}.pdf`);
    expect(renamed.type).toBe('application/pdf');
    expect(renamed.size).toBe(long.size);
  });
});
