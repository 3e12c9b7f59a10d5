import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { stringify } from "yaml";
import { loadContentDataFrom, readContentFiles } from "~/content/data";
import { locales } from "~/content/locales";
import { localePaths, sitePaths } from "~/content/paths";
import { offeringsOf } from "~/content/price-list";
import { withoutMarks } from "~/content/marks";
import { localeContent } from "~/content/site-content";
import { findPlaceholders, placeholderLines } from "~/content/release-check";
import { HOST_NOT_CHOSEN, WEBSITE_HOSTS } from "~/content/schema";
import { saveStatusNote } from "../../integrations/admin/admin-page.ts";
import { walk } from "../../integrations/precompress.mjs";
import {
  EDITOR_DELETES,
  EDITOR_SAVES_DIR,
  EDITOR_WRITES,
  MOVED_DOWN,
  NEW_OFFERING,
  NEW_PRODUCT,
  REMOVED_OFFERING,
} from "../editor-saves.ts";
import { FIXTURE_CONTENT_DIR } from "../fixture-content.ts";
import { cmsWords, recordCspViolations, SIGN_IN } from "./support/admin.ts";
import { serveAsDeployed, type DeployedSite } from "./support/deployed-site.ts";
import { recordPageProblems } from "./support/page-errors.ts";

// `npm run build:production` on a copy of the suite's fixture content, whose stand-ins are planted
// (the live content may have none left): it stops on placeholders, and once they are filled in
// builds an /admin for a self-hosted GitLab, which this network cannot reach.

const WORK = resolve(".tmp/release-build");

/** The Git host of the filled-in copy; `.test` names resolve nowhere. */
const GIT_HOST = "https://git.tesseris.test";
const OAUTH_CLIENT_ID = "tesseris-editor";
/** The CMS's "Sign In with GitLab" (it sets the name apart with Unicode isolates). */
const withGitLabName = (words: Record<string, string>) =>
  new RegExp(`^${(words.sign_in_with_x ?? "").replace("{$service}", "\u2068?GitLab\u2069?")}$`);

const PUBLISHING = {
  host: "gitlab",
  repository: "tesseris/website",
  branch: "main",
  baseUrl: GIT_HOST,
  oauthClientId: OAUTH_CLIENT_ID,
};

/** Each kind of placeholder, and the real value a company would put in its place. */
const KINDS = {
  // The host is one of a list; every other stand-in in brackets becomes the words inside.
  "in brackets": (text: string) =>
    text
      .replace(`host: "${HOST_NOT_CHOSEN}"`, `host: ${WEBSITE_HOSTS[0]}`)
      .replace(/"\[([^\]"]*)\]"/g, '"$1"')
      .replace(/\[([^\]\n]*)\]/g, "$1"),
  ".example domain": (text: string) => text.replaceAll("tesseris.example", "tesseris.at"),
  "sample street": (text: string) => text.replaceAll("Musterstraße 1", "Stephansplatz 1"),
  "sample phone number": (text: string) => text.replaceAll("+43 1 234 5678", "+43 1 99 99 999"),
};

/**
 * A copy of the data naming a repository, its placeholders filled in or left; once filled, with
 * what the owners' changes in the editor saved (tests/editor-saves.ts).
 */
async function contentCopy(name: string, fill: boolean): Promise<string> {
  const dir = join(WORK, name, "content");
  rmSync(join(WORK, name), { recursive: true, force: true });
  cpSync(FIXTURE_CONTENT_DIR, dir, { recursive: true });
  if (fill) {
    for (const file of EDITOR_WRITES) cpSync(join(EDITOR_SAVES_DIR, file), join(dir, "..", file));
    for (const file of EDITOR_DELETES) rmSync(join(dir, "..", file));
  }
  for await (const path of walk(dir)) {
    if (!fill || !path.endsWith(".yaml")) continue;
    const filled = Object.values(KINDS).reduce(
      (text, kind) => kind(text),
      readFileSync(path, "utf8"),
    );
    writeFileSync(path, filled);
  }
  writeFileSync(join(dir, "publishing.yaml"), stringify(PUBLISHING));
  return dir;
}

/** `npm run build:production` on a data folder, into WORK/<name>/client. */
function buildProduction(name: string, contentDir: string) {
  const clientDir = join(WORK, name, "client");
  return new Promise<{ status: number | null; output: string; clientDir: string }>((done) => {
    const build = spawn(process.execPath, ["scripts/build-production.mjs", "--outDir", clientDir], {
      env: { ...process.env, SITE_CONTENT_DIR: contentDir, CF_PAGES: "" },
    });
    let output = "";
    build.stdout.on("data", (chunk) => (output += chunk));
    build.stderr.on("data", (chunk) => (output += chunk));
    build.on("close", (status) => done({ status, output, clientDir }));
  });
}

test.describe.configure({ mode: "serial" });

// Which kinds count is unit-tested (app/content/release-check.test.ts); here the build stops.
test("a production build stops on the placeholders, naming every one by file and field", async () => {
  const contentDir = await contentCopy("all-placeholders", false);
  const { files } = readContentFiles(contentDir);
  const expected = placeholderLines(files);
  const kinds = new Set(findPlaceholders(files).map((placeholder) => placeholder.what));
  expect(kinds.size, "every kind of placeholder is left").toBe(Object.keys(KINDS).length);
  const { status, output, clientDir } = await buildProduction("all-placeholders", contentDir);
  expect(status).not.toBe(0);
  expect(output).toContain("This is a production build, and the content still has");
  const listed = output.split("\n").filter((line) => line.startsWith("  - content/"));
  expect(listed.map((line) => line.slice(4))).toEqual(expected);
  expect(existsSync(join(clientDir, "index.html")), "nothing built").toBe(false);
});

test.describe("once the placeholders are filled in", () => {
  test.use({ ignoreHTTPSErrors: true });
  let site: DeployedSite;
  let contentDir: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    contentDir = await contentCopy("filled", true);
    const { status, output, clientDir } = await buildProduction("filled", contentDir);
    expect(status, output).toBe(0);
    site = await serveAsDeployed(clientDir);
  });
  test.afterAll(() => site?.close());

  test("publishes the owners' changes from the editor, in every language and every format", async ({
    page,
    request,
  }) => {
    const data = loadContentDataFrom(contentDir);
    const before = loadContentDataFrom(FIXTURE_CONTENT_DIR);
    const json = await (await request.get(`${site.origin}${sitePaths.priceListJson}`)).text();
    const sitemap = await (await request.get(`${site.origin}${sitePaths.sitemap}`)).text();
    for (const locale of locales) {
      const { prices, chrome } = localeContent(data, locale);
      const paths = localePaths[locale];
      const title = (id: string) => offeringsOf(prices).find((each) => each.id === id)?.title;
      const added = NEW_OFFERING.title[locale];
      const removed = before.text[locale].prices.offerings[REMOVED_OFFERING] ?? REMOVED_OFFERING;
      expect(title(NEW_OFFERING.id)).toBe(added);

      // The tables, one per offering in the section's order, the explorer's boxes, the comparison.
      await page.goto(`${site.origin}${paths.prices}`);
      const main = page.getByRole("main");
      const captions = await main.locator("table:not([hidden]) > caption").allTextContents();
      const bop = prices.sections.find(({ id }) => id === NEW_OFFERING.section.id);
      const order = (bop?.offerings ?? []).map((offering) => offering.title);
      expect(order.at(-1), "a new offering comes last in its section").toBe(added);
      expect(order.indexOf(title(MOVED_DOWN.id) ?? "")).toBe(
        order.indexOf(title(MOVED_DOWN.below) ?? "") + 1,
      );
      expect(captions.filter((caption) => order.includes(caption))).toEqual(order);
      expect(captions).not.toContain(removed);
      const { addToEstimate, picker, compare, views } = prices.explorer;
      const box = withoutMarks(addToEstimate.replace("{offering}", added));
      await expect(main.getByRole("checkbox", { name: box, exact: true })).toHaveCount(1);
      await expect(
        main.getByRole("group", { name: picker.legend }).getByRole("checkbox", { name: added }),
      ).toHaveCount(1);
      await main.getByRole("radio", { name: views.compare, exact: true }).check();
      await expect(
        main.getByRole("table", { name: compare.caption, exact: true }).getByText(added),
      ).toHaveCount(1);

      // The CSV file of the language and the price list for machines.
      const csv = await (await request.get(`${site.origin}${paths.priceListCsv}`)).text();
      expect(csv).toContain(added);
      expect(csv).toContain(String(NEW_OFFERING.prices.over50k));
      expect(csv).not.toContain(removed);
      expect(json).toContain(added);
      expect(json).not.toContain(removed);

      // The new product: its page, its card on the home page, its place in the sitemap.
      const product = paths.solution(NEW_PRODUCT.slug);
      await page.goto(`${site.origin}${product}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEW_PRODUCT.title[locale]);
      const picture = page.getByRole("img", { name: NEW_PRODUCT.picture.alt[locale] });
      await expect(picture).toHaveAttribute("src", NEW_PRODUCT.picture.src);
      await page.goto(`${site.origin}${paths.home}`);
      await expect(page.locator(`main a[href="${product}"]`).first()).toBeVisible();
      expect(sitemap).toContain(new URL(product, chrome.text.site.siteUrl).href);
    }
    expect(json).toContain(`"${NEW_OFFERING.id}"`);
    expect(json).not.toContain(`"${REMOVED_OFFERING}"`);
  });

  test("its /admin offers GitLab's sign-in and a token, and a token goes to that host's API alone", async ({
    page,
  }) => {
    const words = cmsWords("en-US");
    const problems = recordPageProblems(page);
    const violations = await recordCspViolations(page);
    await page.goto(`${site.origin}/admin`);
    const withGitLab = page.getByRole("button", { name: withGitLabName(words) });
    const withToken = page.getByRole("button", { name: words.sign_in_using_access_token });
    await expect(withGitLab).toBeVisible();
    await expect(withToken).toBeVisible();
    await expect(page.getByRole("button", { name: SIGN_IN })).toHaveCount(2);
    await expect(page.getByRole("button", { name: words.work_with_local_repo })).toHaveCount(0);
    // Under the buttons: where the owner sees whether a save went live (the site is on Pages).
    const note = saveStatusNote({ ...PUBLISHING, host: "gitlab" }, WEBSITE_HOSTS[0]);
    await expect(page.getByText(note)).toBeVisible();

    await withToken.click();
    await page.getByRole("textbox", { name: words.personal_access_token }).fill("glpat-test-token");
    const toHost = page.waitForEvent("requestfailed", (request) =>
      request.url().startsWith(GIT_HOST),
    );
    await page.getByRole("button", { name: words.sign_in, exact: true }).click();
    const request = await toHost;
    expect(request.url()).toMatch(new RegExp(`^${GIT_HOST}/api/(v4|graphql)`));
    // Allowed by the page's policy; refused by the network alone (this machine resolves no .test).
    expect(request.failure()?.errorText).toMatch(
      /ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|ERR_CONNECTION/,
    );
    expect(await violations()).toEqual([]);
    // What the console says is the network's refusal and the CMS reporting it, nothing else.
    const unreachable = /ERR_NAME_NOT_RESOLVED|Failed to send the request|Failed to fetch/;
    expect(problems.filter((problem) => !unreachable.test(problem))).toEqual([]);
  });

  test("its GitLab sign-in asks the host's OAuth with PKCE for this page, in a window that reports back", async ({
    page,
  }) => {
    await page.goto(`${site.origin}/admin`);
    const authorize = page
      .context()
      .waitForEvent("request", (request) =>
        request.url().startsWith(`${GIT_HOST}/oauth/authorize`),
      );
    await page.getByRole("button", { name: withGitLabName(cmsWords("en-US")) }).click();
    const query = new URL((await authorize).url()).searchParams;
    expect(query.get("client_id")).toBe(OAUTH_CLIENT_ID);
    expect(query.get("redirect_uri")).toBe(`${site.origin}/admin`);
    expect(query.get("response_type")).toBe("code");
    expect(query.get("code_challenge_method")).toBe("S256");
    expect(query.get("code_challenge")).toMatch(/^[\w-]{43}$/);
  });
});
