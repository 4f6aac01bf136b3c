import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressedCopies } from '../../scripts/vite-precompress';

// The copies nginx sends as they are (brotli_static, gzip_static): they must decode to the file itself.
describe('precompressed copies of the build', () => {
  it('decode to the same bytes, brotli smaller than gzip on JavaScript', () => {
    const source = readFileSync('design-system/numbers/format-amount.ts');
    const [brotli, gzip] = compressedCopies(source);
    expect(brotliDecompressSync(brotli).equals(source)).toBe(true);
    expect(gunzipSync(gzip).equals(source)).toBe(true);
    expect(brotli.length).toBeLessThan(gzip.length);
    expect(gzip.length).toBeLessThan(source.length);
  });
});
