import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { createSiteHandler } from "../../../server/site-handler.mjs";
import { TLS, TLS_HOST } from "./test-tls.ts";

/** This machine, at an address the editor does not count as localhost (it does 127.0.0.1). */
export const DEPLOYED_HOST = TLS_HOST;

export interface DeployedSite {
  origin: string;
  close: () => Promise<void>;
}

/**
 * Serves a build's `client` folder with `npm start`'s handler over HTTPS at 127.0.0.2, as a
 * deployed site is served: the editor at /admin offers local repository mode on localhost only,
 * and reads its configuration from HTTPS or localhost only. Pages using it set
 * `ignoreHTTPSErrors` (the certificate is self-signed, tests/e2e/fixtures/tls).
 */
export async function serveAsDeployed(clientDir: string): Promise<DeployedSite> {
  const server = createServer({ key: TLS.key, cert: TLS.cert }, createSiteHandler(clientDir));
  await new Promise<void>((resolve) => server.listen(0, DEPLOYED_HOST, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://${DEPLOYED_HOST}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
