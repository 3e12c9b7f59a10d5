// Where nginx and its Brotli static module are looked for: the one list both the test machine
// set-up (pretest) and the end-to-end nginx harness read.
import { existsSync } from "node:fs";

/** Debian's libnginx-mod-http-brotli-static puts the module here. */
export const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/**
 * NGINX_PATH, else Debian's and other distributions' usual places.
 * @returns {string | undefined}
 */
export function locateNginx() {
  const candidates = [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"];
  return candidates.find((path) => Boolean(path && existsSync(path)));
}

/** @returns {boolean} */
export function hasBrotliModule() {
  return existsSync(BROTLI_MODULE);
}
