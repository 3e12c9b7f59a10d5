import { describe, expect, it, vi } from "vitest";
import { installCommands, planSetup, type AptAccess, type Found } from "./test-machine.mjs";

const ALL: Found = {
  chromium: true,
  headlessShell: true,
  firefox: true,
  webkit: true,
  xvfb: true,
  java: true,
  nginx: true,
  brotli: true,
  dejavu: true,
  liberation: true,
};
const NO_NGINX: Found = { ...ALL, nginx: false, brotli: false };
const NOTHING = Object.fromEntries(Object.keys(ALL).map((need) => [need, false])) as Found;

describe("planSetup", () => {
  it("is ready without asking about apt-get or sudo when everything is present", () => {
    const access = vi.fn<() => AptAccess>(() => "root");
    expect(planSetup(ALL, access)).toEqual({ action: "ready" });
    expect(access).not.toHaveBeenCalled();
  });

  it.each([
    ["nginx", NO_NGINX, "root", ["nginx", "libnginx-mod-http-brotli-static"]],
    ["Java, through passwordless sudo", { ...ALL, java: false }, "sudo", ["default-jre-headless"]],
    [
      "the visual baselines' fonts",
      { ...ALL, dejavu: false, liberation: false },
      "root",
      ["fonts-dejavu-core", "fonts-liberation"],
    ],
    [
      "the other engines",
      { ...ALL, firefox: false, webkit: false, xvfb: false },
      "sudo",
      ["firefox-esr", "webkit2gtk-driver", "xvfb"],
    ],
    [
      "one Debian package per need",
      NOTHING,
      "root",
      [
        "chromium",
        "chromium-headless-shell",
        "firefox-esr",
        "webkit2gtk-driver",
        "xvfb",
        "default-jre-headless",
        "nginx",
        "libnginx-mod-http-brotli-static",
        "fonts-dejavu-core",
        "fonts-liberation",
      ],
    ],
  ] as const)("installs only what is missing: %s", (_, found, access, packages) => {
    expect(planSetup(found, () => access)).toEqual({
      action: "install",
      packages,
      sudo: access === "sudo",
    });
  });

  it("stops with one line naming the exact command when apt-get needs a password", () => {
    const plan = planSetup(NO_NGINX, () => "no-sudo");
    expect(plan.action).toBe("stop");
    const message = "message" in plan ? plan.message : "";
    expect(message).not.toContain("\n");
    expect(message).toMatch(/Run: sudo apt-get install -y nginx libnginx-mod-http-brotli-static$/);
  });

  it("stops naming what is missing and the overrides where there is no apt-get", () => {
    const plan = planSetup({ ...NOTHING, java: true }, () => "no-apt-get");
    expect(plan.action).toBe("stop");
    const message = "message" in plan ? plan.message : "";
    expect(message).not.toContain("\n");
    expect(message).toContain("Chromium (or set CHROME_PATH)");
    expect(message).toContain("nginx (or set NGINX_PATH)");
    expect(message).toContain("Brotli static module");
    expect(message).not.toContain("Java");
  });
});

describe("installCommands", () => {
  it("updates the lists, then installs only the given packages unattended", () => {
    expect(installCommands(["nginx"], false)).toEqual([
      ["apt-get", "update", "-qq"],
      ["env", "DEBIAN_FRONTEND=noninteractive", "apt-get", "install", "-y", "-qq", "nginx"],
    ]);
  });

  it("goes through non-interactive sudo and keeps DEBIAN_FRONTEND past its env_reset", () => {
    const [update, install] = installCommands(["nginx"], true);
    expect(update?.slice(0, 3)).toEqual(["sudo", "-n", "apt-get"]);
    expect(install?.slice(0, 4)).toEqual(["sudo", "-n", "env", "DEBIAN_FRONTEND=noninteractive"]);
  });
});
