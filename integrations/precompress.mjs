// Brotli and gzip twins of text files, written beside them, for servers to send as they are.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(html|js|css|svg|txt|xml|json|webmanifest|csv)$/;

export async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

export async function precompress(path) {
  const source = await readFile(path);
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  await writeFile(`${path}.br`, brotli);
  await writeFile(`${path}.gz`, gzipSync(source, { level: constants.Z_BEST_COMPRESSION }));
}

export async function precompressTree(dir) {
  let count = 0;
  for await (const path of walk(dir)) {
    if (COMPRESSIBLE.test(path)) {
      await precompress(path);
      count += 1;
    }
  }
  return count;
}
