// What `npm test` needs from the machine beyond npm, and what to do when some of it is missing.
// Pure decisions only; scripts/setup-test-machine.mjs looks at the machine and carries them out.

/**
 * @typedef {"chromium" | "headlessShell" | "firefox" | "webkit" | "xvfb" | "java" | "nginx"
 *   | "brotli" | "dejavu" | "liberation"} Need
 * @typedef {Record<Need, boolean>} Found
 * @typedef {"root" | "sudo" | "no-sudo" | "no-apt-get"} AptAccess
 *   root, or passwordless sudo: apt-get can run; no-sudo: apt-get exists but needs a password or
 *   root; no-apt-get: not a Debian-like machine.
 * @typedef {{ action: "ready" }
 *   | { action: "install"; packages: string[]; sudo: boolean }
 *   | { action: "stop"; message: string }} Plan
 */

/** Debian's Firefox ESR, which tests/e2e/engines drives over WebDriver BiDi. */
export const FIREFOX_ESR = "/usr/bin/firefox-esr";
const MULTIARCH = process.arch === "arm64" ? "aarch64-linux-gnu" : "x86_64-linux-gnu";
/** Debian's MiniBrowser, the WebKitGTK browser WebKitWebDriver starts (tests/e2e/engines). */
export const MINIBROWSER = `/usr/lib/${MULTIARCH}/webkit2gtk-4.1/MiniBrowser`;

/** @type {{ need: Need; what: string; pkg: string; otherwise?: string }[]} */
export const REQUIREMENTS = [
  { need: "chromium", what: "Chromium", pkg: "chromium", otherwise: "or set CHROME_PATH" },
  // The end-to-end suite's browser: the same Chromium without the desktop's machinery.
  { need: "headlessShell", what: "Chromium's headless shell", pkg: "chromium-headless-shell" },
  // The other engines, for the behaviours checked in each (tests/e2e/engines): WebKit has no
  // headless mode, so it draws on an Xvfb display.
  { need: "firefox", what: "Firefox ESR", pkg: "firefox-esr" },
  { need: "webkit", what: "WebKitGTK's WebDriver and MiniBrowser", pkg: "webkit2gtk-driver" },
  { need: "xvfb", what: "Xvfb", pkg: "xvfb" },
  // The W3C Nu HTML Checker (vnu-jar) runs on Java.
  { need: "java", what: "a Java runtime", pkg: "default-jre-headless" },
  // The deploy config is tested against a real nginx, with Brotli for its precompressed files.
  { need: "nginx", what: "nginx", pkg: "nginx", otherwise: "or set NGINX_PATH" },
  { need: "brotli", what: "nginx's Brotli static module", pkg: "libnginx-mod-http-brotli-static" },
  // The fonts the visual baselines were drawn with (scripts/lib/fonts.mjs).
  { need: "dejavu", what: "the DejaVu fonts", pkg: "fonts-dejavu-core" },
  { need: "liberation", what: "the Liberation fonts", pkg: "fonts-liberation" },
];

/**
 * The requirements not found.
 * @param {Found} found
 */
export function missingNeeds(found) {
  return REQUIREMENTS.filter(({ need }) => !found[need]);
}

/**
 * Ready when all is found; else install the missing Debian packages when apt-get can run; else
 * stop with one line naming the command to run. `aptAccess` is only asked when something is
 * missing, so a ready machine costs no sudo or apt call.
 * @param {Found} found
 * @param {() => AptAccess} aptAccess
 * @returns {Plan}
 */
export function planSetup(found, aptAccess) {
  const missing = missingNeeds(found);
  if (missing.length === 0) return { action: "ready" };

  const packages = missing.map(({ pkg }) => pkg);
  const what = missing.map(({ what }) => what).join(", ");
  const access = aptAccess();
  if (access === "root" || access === "sudo") {
    return { action: "install", packages, sudo: access === "sudo" };
  }
  if (access === "no-sudo") {
    return {
      action: "stop",
      message:
        `Missing ${what}; npm test installs missing packages only as root or with passwordless sudo. ` +
        `Run: sudo apt-get install -y ${packages.join(" ")}`,
    };
  }
  const ways = missing.map(({ what, otherwise }) => (otherwise ? `${what} (${otherwise})` : what));
  return {
    action: "stop",
    message:
      `Missing ${ways.join(", ")}; npm test installs missing packages itself only where apt-get runs ` +
      `(Debian, Ubuntu): install these with your package manager.`,
  };
}

/**
 * The apt-get calls that install `packages`: lists first, then only those packages, unattended.
 * `env` carries DEBIAN_FRONTEND through sudo, whose env_reset would drop it.
 * @param {string[]} packages
 * @param {boolean} sudo
 * @returns {string[][]}
 */
export function installCommands(packages, sudo) {
  const prefix = sudo ? ["sudo", "-n"] : [];
  return [
    [...prefix, "apt-get", "update", "-qq"],
    [
      ...prefix,
      ...["env", "DEBIAN_FRONTEND=noninteractive"],
      ...["apt-get", "install", "-y", "-qq", ...packages],
    ],
  ];
}
