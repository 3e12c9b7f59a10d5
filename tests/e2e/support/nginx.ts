import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { BROTLI_MODULE, hasBrotliModule, locateNginx } from "../../../scripts/lib/nginx.mjs";
import { freePort, portAnswers } from "./ports.ts";
import { TLS_FILES, TLS_HOST } from "./test-tls.ts";

const REPO_DIR = fileURLToPath(new URL("../../../", import.meta.url));
/** The server block a deployer drops into /etc/nginx/conf.d. */
export const NGINX_SITE_CONF = join(REPO_DIR, "deploy/nginx/tesseris.conf");
/** `npm run build`'s folder: the site in client/, the snippets for /etc/nginx/snippets/ in nginx/. */
const BUILD_DIR = join(REPO_DIR, "build");

const BROTLI_DIRECTIVE = "    brotli_static on;\n";
const STARTUP_TIMEOUT_MS = 10_000;

export interface RunningNginx {
  /** The site over HTTPS, as visitors get it. */
  baseURL: string;
  /** Port 80's server, which redirects to baseURL and answers ACME challenges. */
  httpURL: string;
  /** Where that server finds ACME challenge tokens (its root for /.well-known/acme-challenge/). */
  acmeDir: string;
  /** Whether nginx sends the .br twins (Debian's libnginx-mod-http-brotli-static). */
  brotli: boolean;
  stop: () => Promise<void>;
}

/** The nginx binary, or an error that says how to get one. */
export function nginxPath(): string {
  const found = locateNginx();
  if (!found) {
    throw new Error(
      "No nginx found for the deploy config tests: install Debian's nginx (apt-get install nginx), " +
        "or set NGINX_PATH to an nginx binary.",
    );
  }
  return found;
}

/** Replaces `from` by `to` exactly once, so a change to the repo config fails loudly. */
function replaceOnce(text: string, from: string, to: string): string {
  const count = text.split(from).length - 1;
  if (count !== 1) {
    throw new Error(`${NGINX_SITE_CONF}: expected "${from.trim()}" once, found it ${count} times`);
  }
  return text.replace(from, () => to);
}

interface Ports {
  http: number;
  https: number;
}

/**
 * The repo's server blocks, pointed at this checkout's build, the test certificate, local ports
 * and a folder for ACME tokens; the redirect names the local HTTPS port.
 */
function siteConfig(ports: Ports, acmeDir: string, brotli: boolean, buildDir: string): string {
  let conf = readFileSync(NGINX_SITE_CONF, "utf8");
  conf = replaceOnce(conf, "listen 80;", `listen ${TLS_HOST}:${ports.http};`);
  conf = replaceOnce(conf, "listen 443 ssl http2;", `listen ${TLS_HOST}:${ports.https} ssl http2;`);
  conf = replaceOnce(
    conf,
    "return 301 https://$server_name$request_uri;",
    `return 301 https://${TLS_HOST}:${ports.https}$request_uri;`,
  );
  conf = replaceOnce(conf, "root /var/www/acme;", `root ${acmeDir};`);
  conf = replaceOnce(
    conf,
    "ssl_certificate /etc/ssl/tesseris/fullchain.pem;",
    `ssl_certificate ${TLS_FILES.cert};`,
  );
  conf = replaceOnce(
    conf,
    "ssl_certificate_key /etc/ssl/tesseris/privkey.pem;",
    `ssl_certificate_key ${TLS_FILES.key};`,
  );
  conf = replaceOnce(conf, "root /srv/tesseris;", `root ${join(buildDir, "client")};`);
  const snippets = "/etc/nginx/snippets/";
  if (!conf.includes(snippets)) throw new Error(`${NGINX_SITE_CONF}: no include of ${snippets}`);
  conf = conf.replaceAll(snippets, join(buildDir, "nginx/"));
  // Without the module the directive is unknown and nginx would not start.
  if (!brotli) conf = replaceOnce(conf, BROTLI_DIRECTIVE, "");
  return conf;
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

function readLog(path: string): string {
  return existsSync(path) ? readFileSync(path, "utf8").trim() : "";
}

/** Resolves once the child has exited (or at once if it already has). */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/**
 * Starts nginx in the foreground with deploy/nginx/tesseris.conf serving a build (build/client
 * unless told) on a free local port, its pid, logs and temp files in a temp folder. Works as root
 * and as any user.
 */
export async function startNginx(buildDir = BUILD_DIR): Promise<RunningNginx> {
  const nginx = nginxPath();
  const brotli = hasBrotliModule();
  const dir = mkdtempSync(join(tmpdir(), "tesseris-nginx-"));
  const errorLog = join(dir, "error.log");
  const ports = { http: await freePort(), https: await freePort() };
  const acmeDir = join(dir, "acme");
  mkdirSync(acmeDir);

  const siteConfPath = join(dir, "tesseris.conf");
  writeFileSync(siteConfPath, siteConfig(ports, acmeDir, brotli, buildDir));
  const confPath = join(dir, "nginx.conf");
  writeFileSync(confPath, mainConfig(dir, siteConfPath, brotli));

  // `-e` keeps nginx from opening /var/log/nginx/error.log before it reads the config.
  const args = ["-c", confPath, "-p", dir, "-e", errorLog];
  const check = spawnSync(nginx, ["-t", "-q", ...args], { encoding: "utf8" });
  if (check.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx rejected the config:\n${check.stderr}${readLog(errorLog)}`);
  }

  const child = spawn(nginx, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));

  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGQUIT: graceful shutdown; the master stops its worker before it exits.
      child.kill("SIGQUIT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited(child);
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  const answering = async () =>
    (await portAnswers(ports.http, TLS_HOST)) && (await portAnswers(ports.https, TLS_HOST));
  while (!(await answering())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = `${stderr}${readLog(errorLog)}`;
      await stop();
      throw new Error(`nginx did not start on ports ${ports.http} and ${ports.https}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    baseURL: `https://${TLS_HOST}:${ports.https}`,
    httpURL: `http://${TLS_HOST}:${ports.http}`,
    acmeDir,
    brotli,
    stop,
  };
}
