// After `react-router build`: give CDN-style hosts a top-level 404.html and write
// Brotli and gzip copies beside every compressible file, so servers can send them as they are.
import { copyFile, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const CLIENT_DIR = new URL("../build/client/", import.meta.url).pathname;
const COMPRESSIBLE = /\.(html|js|css|svg|txt|xml|json|webmanifest)$/;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

async function precompress(path) {
  const source = await readFile(path);
  await writeFile(
    `${path}.br`,
    brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
  );
  await writeFile(`${path}.gz`, gzipSync(source, { level: constants.Z_BEST_COMPRESSION }));
}

await copyFile(join(CLIENT_DIR, "404/index.html"), join(CLIENT_DIR, "404.html"));
let count = 0;
for await (const path of walk(CLIENT_DIR)) {
  if (COMPRESSIBLE.test(path)) {
    await precompress(path);
    count += 1;
  }
}
console.log(`postbuild: wrote .br and .gz beside ${count} files in build/client`);
