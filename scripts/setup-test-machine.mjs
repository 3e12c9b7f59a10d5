// npm's `pretest`: makes sure this machine has what the suite needs beyond npm (Chromium and its
// headless shell, Firefox ESR and WebKitGTK with Xvfb for the cross-engine checks, Java for the
// Nu HTML Checker, nginx with its Brotli static module, the fonts of the visual baselines, hunspell
// and each site language's dictionary for the spelling test), installing it from Debian when
// apt-get can run, as `playwright install --with-deps` does, else stopping at once with the command
// to run. A ready machine costs a few file lookups and no apt or sudo call.
import { spawnSync } from "node:child_process";
import { accessSync, chmodSync, constants, existsSync, rmSync, writeFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { locateChromium, locateHeadlessShell } from "./lib/chromium.mjs";
import { hasBaselineFont } from "./lib/fonts.mjs";
import { hasBrotliModule, locateNginx } from "./lib/nginx.mjs";
import {
  FIREFOX_ESR,
  installCommands,
  MINIBROWSER,
  missingNeeds,
  planSetup,
} from "./lib/test-machine.mjs";
import { locales, localeSettings } from "../app/content/locales.ts";
import { requireNodeFloor } from "../server/node-version.mjs";

/** invoke-rc.d asks this script whether a package may start its service; 101 means no. */
const POLICY_RC_D = "/usr/sbin/policy-rc.d";

/** Where Debian's hunspell dictionaries are. */
const HUNSPELL_DIR = "/usr/share/hunspell";

/**
 * The dictionary of each site language, as app/content/spelling.test.ts names it: the language's
 * `wordsLocale` with an underscore (en-GB is en_GB), so a new language's line brings its own.
 */
const DICTIONARIES = locales.map((locale) => localeSettings[locale].wordsLocale.replace("-", "_"));

/** @param {string} path */
function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @param {string} name */
function onPath(name) {
  return (process.env.PATH ?? "").split(delimiter).some((dir) => executable(join(dir, name)));
}

/** @returns {import("./lib/test-machine.mjs").Found} */
function lookAround() {
  // No extra candidates: the Lighthouse gate takes CHROME_PATH or Debian's Chromium only.
  return {
    chromium: Boolean(locateChromium()),
    headlessShell: Boolean(locateHeadlessShell()),
    firefox: executable(FIREFOX_ESR),
    webkit: onPath("WebKitWebDriver") && executable(MINIBROWSER),
    xvfb: onPath("Xvfb"),
    java: onPath("java"),
    nginx: Boolean(locateNginx()),
    brotli: hasBrotliModule(),
    dejavu: hasBaselineFont("dejavu"),
    liberation: hasBaselineFont("liberation"),
  };
}

/** @returns {import("./lib/test-machine.mjs").AptAccess} */
function aptAccess() {
  if (!onPath("apt-get")) return "no-apt-get";
  if (process.getuid?.() === 0) return "root";
  // -n: fail at once rather than wait for a password nobody will type.
  const sudo = spawnSync("sudo", ["-n", "true"], { stdio: "ignore" });
  return sudo.status === 0 ? "sudo" : "no-sudo";
}

/** @param {string[]} command */
function run(command) {
  const [file = "", ...args] = command;
  const result = spawnSync(file, args, { stdio: "inherit" });
  if (result.status !== 0) {
    const why = result.error?.message ?? result.signal ?? `exit code ${result.status}`;
    throw new Error(`${command.join(" ")} failed (${why})`);
  }
}

/**
 * Runs `install` with a policy-rc.d that keeps every service stopped (nginx would take port 80;
 * the tests start their own), removing it afterwards only if it was not there before.
 * @param {boolean} sudo
 * @param {() => void} install
 */
function withServicesHeld(sudo, install) {
  if (existsSync(POLICY_RC_D)) return install();
  const policy = "#!/bin/sh\nexit 101\n";
  if (sudo) {
    const tee = spawnSync("sudo", ["-n", "tee", POLICY_RC_D], { input: policy, stdio: "pipe" });
    if (tee.status !== 0) throw new Error(`could not write ${POLICY_RC_D}: ${tee.stderr}`);
    run(["sudo", "-n", "chmod", "+x", POLICY_RC_D]);
  } else {
    writeFileSync(POLICY_RC_D, policy);
    chmodSync(POLICY_RC_D, 0o755);
  }
  try {
    install();
  } finally {
    if (sudo) spawnSync("sudo", ["-n", "rm", "-f", POLICY_RC_D], { stdio: "inherit" });
    else rmSync(POLICY_RC_D, { force: true });
  }
}

/**
 * Debian's package of a dictionary: the language and region's (hunspell-de-at for de_AT), or the
 * language's where one serves all its regions (hunspell-pl for pl_PL). Which of the two Debian
 * has is for apt's lists to say; without them, the first.
 * @param {string} dictionary
 */
function dictionaryPackage(dictionary) {
  const [language, region] = dictionary.toLowerCase().split("_");
  const names = [`hunspell-${language}-${region}`, `hunspell-${language}`];
  const known = (name) => spawnSync("apt-cache", ["show", name], { stdio: "ignore" }).status === 0;
  return names.find(known) ?? names[0] ?? "";
}

/** The site languages' dictionaries this machine lacks. */
const missingDictionaries = () =>
  DICTIONARIES.filter((name) => !existsSync(join(HUNSPELL_DIR, `${name}.dic`)));

/** What the spelling test needs and this machine lacks: hunspell, the languages' dictionaries. */
const missingSpelling = () => [
  ...(onPath("hunspell") ? [] : ["hunspell"]),
  ...missingDictionaries().map((name) => `hunspell's ${name} dictionary`),
];

/**
 * Installs hunspell and the dictionaries as the rest is installed, else stops with the command to
 * run. They start no service. Apt's lists are brought up to date first: they say which name a
 * dictionary's package has.
 */
function setUpSpelling() {
  const missing = missingSpelling();
  if (missing.length === 0) return;
  const packages = () => [
    ...(onPath("hunspell") ? [] : ["hunspell"]),
    ...missingDictionaries().map(dictionaryPackage),
  ];
  const access = aptAccess();
  if (access === "no-sudo" || access === "no-apt-get") {
    console.error(
      access === "no-sudo"
        ? `Missing ${missing.join(", ")}; npm test installs missing packages only as root or with ` +
            `passwordless sudo. Run: sudo apt-get install -y ${packages().join(" ")}`
        : `Missing ${missing.join(", ")}; npm test installs missing packages itself only where ` +
            "apt-get runs (Debian, Ubuntu): install these with your package manager.",
    );
    process.exit(1);
  }
  const sudo = access === "sudo";
  const [update = []] = installCommands([], sudo);
  run(update);
  const names = packages();
  console.log(`Installing ${names.join(" ")} from Debian`);
  const [, install = []] = installCommands(names, sudo);
  run(install);
  const still = missingSpelling();
  if (still.length > 0) {
    console.error(`Installed ${names.join(" ")}, yet still not found: ${still.join(", ")}`);
    process.exit(1);
  }
}

function main() {
  requireNodeFloor("npm test");
  console.log(`Tests run on Node.js ${process.version} (${process.execPath})`);
  // An interrupt reaches apt-get too; stay alive long enough to remove our policy-rc.d.
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => (process.exitCode = 130));

  const plan = planSetup(lookAround(), aptAccess);
  if (plan.action === "stop") {
    console.error(plan.message);
    process.exit(1);
  }
  if (plan.action === "install") {
    console.log(`Installing ${plan.packages.join(" ")} from Debian (no service is started)`);
    withServicesHeld(plan.sudo, () => installCommands(plan.packages, plan.sudo).forEach(run));
    const still = missingNeeds(lookAround()).map(({ what }) => what);
    if (still.length > 0) {
      console.error(
        `Installed ${plan.packages.join(" ")}, yet still not found: ${still.join(", ")}`,
      );
      process.exit(1);
    }
  }
  setUpSpelling();
  console.log(
    "Test machine ready: Chromium and its headless shell, Firefox ESR, WebKitGTK's WebDriver and MiniBrowser, Xvfb, Java, nginx with Brotli static, DejaVu and Liberation fonts, " +
      `hunspell with ${DICTIONARIES.join(", ")}`,
  );
}

try {
  main();
} catch (error) {
  console.error(
    `Could not set up the test machine: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
}
