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
const NOTHING: Found = {
  chromium: false,
  headlessShell: false,
  firefox: false,
  webkit: false,
  xvfb: false,
  java: false,
  nginx: false,
  brotli: false,
  dejavu: false,
  liberation: false,
};

describe("planSetup", () => {
  it("is ready without asking about apt-get or sudo when everything is present", () => {
    const access = vi.fn<() => AptAccess>(() => "root");
    expect(planSetup(ALL, access)).toEqual({ action: "ready" });
    expect(access).not.toHaveBeenCalled();
  });

  it("installs only the missing packages, as root without sudo", () => {
    expect(planSetup(NO_NGINX, () => "root")).toEqual({
      action: "install",
      packages: ["nginx", "libnginx-mod-http-brotli-static"],
      sudo: false,
    });
  });

  it("installs through sudo when the user has passwordless sudo", () => {
    expect(planSetup({ ...ALL, java: false }, () => "sudo")).toEqual({
      action: "install",
      packages: ["default-jre-headless"],
      sudo: true,
    });
  });

  it("names one Debian package per missing need", () => {
    const plan = planSetup(NOTHING, () => "root");
    expect(plan).toMatchObject({
      packages: [
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
    });
  });

  it("installs the fonts of the visual baselines when they are missing", () => {
    expect(planSetup({ ...ALL, dejavu: false, liberation: false }, () => "root")).toEqual({
      action: "install",
      packages: ["fonts-dejavu-core", "fonts-liberation"],
      sudo: false,
    });
  });

  it("installs the other engines of the cross-engine checks when they are missing", () => {
    const found = { ...ALL, firefox: false, webkit: false, xvfb: false };
    expect(planSetup(found, () => "sudo")).toEqual({
      action: "install",
      packages: ["firefox-esr", "webkit2gtk-driver", "xvfb"],
      sudo: true,
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
