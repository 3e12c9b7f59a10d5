import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { BROTLI_MODULE, hasBrotliModule, locateNginx } from "../../../scripts/lib/nginx.mjs";
import { FIXTURE_BUILD_DIR } from "../../fixture-content.ts";
import { freePort, portAnswers } from "./ports.ts";
import { TLS_FILES, TLS_HOST } from "./test-tls.ts";

const REPO_DIR = fileURLToPath(new URL("../../../", import.meta.url));
/** The server block a deployer drops into /etc/nginx/conf.d. */
const NGINX_SITE_CONF = join(REPO_DIR, "deploy/nginx/tesseris.conf");
const BROTLI_DIRECTIVE = "    brotli_static on;\n";

export interface RunningNginx {
  /** The site over HTTPS. */
  baseURL: string;
  /** Port 80, which redirects to baseURL and answers ACME challenges from acmeDir. */
  httpURL: string;
  acmeDir: string;
  /** Whether nginx sends the .br twins (Debian's libnginx-mod-http-brotli-static). */
  brotli: boolean;
  stop: () => Promise<void>;
}

/** Replaces `from` by `to` exactly once, so a change to the repo config fails loudly. */
function replaceOnce(text: string, from: string, to: string): string {
  const count = text.split(from).length - 1;
  if (count !== 1) {
    throw new Error(`${NGINX_SITE_CONF}: expected "${from.trim()}" once, found it ${count} times`);
  }
  return text.replace(from, () => to);
}

/** The repo's server blocks on local ports, with the test certificate and this build. */
function siteConfig(
  http: number,
  https: number,
  acmeDir: string,
  brotli: boolean,
  buildDir: string,
) {
  const replacements = [
    ["listen 80;", `listen ${TLS_HOST}:${http};`],
    ["listen 443 ssl http2;", `listen ${TLS_HOST}:${https} ssl http2;`],
    ["https://$server_name$request_uri;", `https://${TLS_HOST}:${https}$request_uri;`],
    ["root /var/www/acme;", `root ${acmeDir};`],
    ["/etc/ssl/tesseris/fullchain.pem;", `${TLS_FILES.cert};`],
    ["/etc/ssl/tesseris/privkey.pem;", `${TLS_FILES.key};`],
    ["root /srv/tesseris;", `root ${join(buildDir, "client")};`],
    // Without the module the directive is unknown and nginx would not start.
    ...(brotli ? [] : [[BROTLI_DIRECTIVE, ""]]),
  ];
  const conf = replacements.reduce(
    (text, [from = "", to = ""]) => replaceOnce(text, from, to),
    readFileSync(NGINX_SITE_CONF, "utf8"),
  );
  const snippets = "/etc/nginx/snippets/";
  if (!conf.includes(snippets)) throw new Error(`${NGINX_SITE_CONF}: no include of ${snippets}`);
  return conf.replaceAll(snippets, join(buildDir, "nginx/"));
}

/** The main config that a Debian /etc/nginx/nginx.conf would be, kept inside `dir`. */
function mainConfig(dir: string, siteConfPath: string, brotli: boolean): string {
  return [
    "daemon off;",
    "master_process on;",
    "worker_processes 1;",
    // As root, workers would switch to `nobody`, who may not read a checkout under /root.
    ...(process.getuid?.() === 0 ? ["user root;"] : []),
    `pid ${join(dir, "nginx.pid")};`,
    `error_log ${join(dir, "error.log")} warn;`,
    ...(brotli ? [`load_module ${BROTLI_MODULE};`] : []),
    "events {}",
    "http {",
    "    include /etc/nginx/mime.types;",
    "    default_type application/octet-stream;",
    "    access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
      (name) => `    ${name}_temp_path ${join(dir, name)};`,
    ),
    `    include ${siteConfPath};`,
    "}",
    "",
  ].join("\n");
}

/** Starts nginx with deploy/nginx/tesseris.conf serving a build, everything else in a temp folder. */
export async function startNginx(buildDir = FIXTURE_BUILD_DIR): Promise<RunningNginx> {
  const nginx = locateNginx();
  if (!nginx) throw new Error("No nginx: apt-get install nginx, or set NGINX_PATH to one.");
  const brotli = hasBrotliModule();
  const dir = mkdtempSync(join(tmpdir(), "tesseris-nginx-"));
  const errorLog = join(dir, "error.log");
  const [http, https] = [await freePort(), await freePort()];
  const acmeDir = join(dir, "acme");
  mkdirSync(acmeDir);

  const siteConfPath = join(dir, "tesseris.conf");
  writeFileSync(siteConfPath, siteConfig(http, https, acmeDir, brotli, buildDir));
  const confPath = join(dir, "nginx.conf");
  writeFileSync(confPath, mainConfig(dir, siteConfPath, brotli));

  // `-e` keeps nginx from opening /var/log/nginx/error.log before it reads the config.
  const args = ["-c", confPath, "-p", dir, "-e", errorLog];
  const child = spawn(nginx, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));

  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGQUIT: graceful shutdown; the master stops its worker before it exits.
      child.kill("SIGQUIT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await new Promise((resolve) => child.once("exit", resolve));
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 10_000;
  const answering = async () =>
    (await portAnswers(http, TLS_HOST)) && (await portAnswers(https, TLS_HOST));
  while (!(await answering())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = `${stderr}${existsSync(errorLog) ? readFileSync(errorLog, "utf8") : ""}`;
      await stop();
      throw new Error(`nginx did not start on ports ${http} and ${https}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    baseURL: `https://${TLS_HOST}:${https}`,
    httpURL: `http://${TLS_HOST}:${http}`,
    acmeDir,
    brotli,
    stop,
  };
}
