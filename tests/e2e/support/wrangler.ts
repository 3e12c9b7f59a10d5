import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { FIXTURE_CLIENT_DIR } from "../../fixture-content.ts";
import { freePort, portAnswers } from "./ports.ts";

const REPO_DIR = fileURLToPath(new URL("../../../", import.meta.url));
const WRANGLER = fileURLToPath(new URL("../../../node_modules/.bin/wrangler", import.meta.url));

type RunningPages = { baseURL: string; output: () => string; stop: () => Promise<void> };

/**
 * Runs the Cloudflare Pages runtime offline on `clientDir` (the fixture build's unless told; the
 * rest of wrangler.toml applies), in a process group of its own: ending wrangler alone would leave
 * workerd holding the port.
 */
export async function startPages(clientDir = FIXTURE_CLIENT_DIR): Promise<RunningPages> {
  const port = await freePort();
  const args = ["pages", "dev", clientDir];
  args.push("--port", String(port), "--ip", "127.0.0.1");
  const child = spawn(WRANGLER, args, {
    cwd: REPO_DIR,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true", NO_COLOR: "1" },
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));

  const stop = async (): Promise<void> => {
    if (child.pid === undefined || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid, "SIGTERM");
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, "SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 60_000;
  // The runtime answers once it is listening and has read the folder's rules.
  while (!(await portAnswers(port)) || !/Ready on/i.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`wrangler pages dev did not start on port ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseURL: `http://127.0.0.1:${port}`, output: () => output, stop };
}
