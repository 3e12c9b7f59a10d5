import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createSiteHandler, readHostConfig } from "../../../server/site-handler.mjs";
import { FIXTURE_CLIENT_DIR } from "../../fixture-content.ts";

/** Where the served pages' CSP sends what it refuses. */
const REPORT_PATH = "/csp-report";

/** The headers, their CSP (if any) also naming where to report what it refuses. */
function withReporting(headers: Record<string, string>): Record<string, string> {
  const policy = headers["Content-Security-Policy"];
  return policy
    ? { ...headers, "Content-Security-Policy": `${policy}; report-uri ${REPORT_PATH}` }
    : headers;
}

/** The build, served by `npm start`'s handler, its CSP reporting here: seen in every engine. */
export async function serveWithReports() {
  const config = readHostConfig(FIXTURE_CLIENT_DIR);
  const handler = createSiteHandler(FIXTURE_CLIENT_DIR, {
    ...config,
    headers: withReporting(config.headers),
    pageHeaders: Object.fromEntries(
      Object.entries(config.pageHeaders ?? {}).map(([path, headers]) => [
        path,
        withReporting(headers as Record<string, string>),
      ]),
    ),
  });
  let reports: { page: string; directive: string; blocked: string }[] = [];
  const server = createServer((req, res) => {
    if (req.method !== "POST" || req.url !== REPORT_PATH) return handler(req, res);
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const report = (JSON.parse(body) as { "csp-report"?: Record<string, string> })["csp-report"];
      reports.push({
        page: report?.["document-uri"] ?? "",
        directive: report?.["violated-directive"] ?? report?.["effective-directive"] ?? "",
        blocked: report?.["blocked-uri"] ?? "",
      });
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // A loopback address, which the editor counts as localhost and browsers as a secure context.
    origin: `http://127.0.0.1:${port}`,
    /** Every CSP violation any page reported since the last call, then forgets them. */
    takeReports() {
      const taken = reports;
      reports = [];
      return taken;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
