import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

// Writes a brotli (.br) and a gzip (.gz) copy next to every text file of the build, compressed once at their
// highest levels, so nginx sends them as they are (brotli_static, gzip_static in deploy/nginx/p2p-site.conf)
// instead of compressing each answer on the fly at gzip level 5. Brotli makes the JavaScript a first load
// downloads smaller, which counts on a slow phone connection. Node's zlib does both; no dependency needed.

const TEXT_FILE = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Below this size compression gains nothing (the same threshold as nginx's gzip_min_length). */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** The compressed copies of one file's bytes: [brotli, gzip]. */
export function compressedCopies(bytes: Buffer): [Buffer, Buffer] {
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  return [brotli, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION })];
}

export function precompressPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'p2p-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      for (const file of filesUnder(outDir)) {
        if (!TEXT_FILE.test(file) || statSync(file).size < MIN_BYTES) continue;
        const [brotli, gzip] = compressedCopies(readFileSync(file));
        writeFileSync(`${file}.br`, brotli);
        writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}
