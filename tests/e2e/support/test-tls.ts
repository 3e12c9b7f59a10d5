import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** This machine, not as localhost (which the editor treats apart), with a certificate for it. */
export const TLS_HOST = "127.0.0.2";

const fixture = (file: string) =>
  fileURLToPath(new URL(`../fixtures/tls/${file}`, import.meta.url));

/** The certificate's and the key's paths, for servers that read files (nginx). */
export const TLS_FILES = { cert: fixture("cert.pem"), key: fixture("key.pem") } as const;

/** The certificate and key themselves; the certificate is also its own CA for clients. */
export const TLS = {
  cert: readFileSync(TLS_FILES.cert),
  key: readFileSync(TLS_FILES.key),
} as const;
