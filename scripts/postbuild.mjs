// After `react-router build`: give CDN-style hosts a top-level 404.html, and write Brotli and
// gzip twins beside every compressible file.
import { copyFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { precompressTree } from "./lib/precompress.mjs";

const CLIENT_DIR = new URL("../build/client/", import.meta.url).pathname;

await copyFile(join(CLIENT_DIR, "404/index.html"), join(CLIENT_DIR, "404.html"));
// React Router writes an SPA fallback for hosts that send unknown paths to it; this site answers
// them with the 404 page instead, so the fallback (an empty shell without a title) goes.
await rm(join(CLIENT_DIR, "__spa-fallback.html"));
const count = await precompressTree(CLIENT_DIR);
console.log(`postbuild: wrote .br and .gz beside ${count} files in build/client`);
