import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { createSiteHandler } from "../../../server/site-handler.mjs";
import { TLS, TLS_HOST } from "./test-tls.ts";

export interface DeployedSite {
  origin: string;
  close: () => Promise<void>;
}

/**
 * Serves a build's `client` folder with `npm start`'s handler over HTTPS, not as localhost, where
 * the editor behaves as deployed. Pages set `ignoreHTTPSErrors` (a self-signed certificate).
 */
export async function serveAsDeployed(clientDir: string): Promise<DeployedSite> {
  const server = createServer({ key: TLS.key, cert: TLS.cert }, createSiteHandler(clientDir));
  await new Promise<void>((resolve) => server.listen(0, TLS_HOST, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://${TLS_HOST}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
