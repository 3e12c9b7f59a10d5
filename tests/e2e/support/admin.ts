import { readFileSync } from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";
import { contentFileNames, CONTENT_DIR } from "~/content/data";

export const ADMIN_PATH = "/admin";
export const LOCAL_REPOSITORY_BUTTON = "Work with Local Repository";

/** The folder, in the page's origin-private file system, that stands in for a clone. */
const REPOSITORY = "repository";

/**
 * Makes "Work with Local Repository" open a folder of the origin-private file system: Playwright
 * cannot answer the native directory picker. Call before the page loads.
 */
export async function pickRepositoryFromOpfs(page: Page): Promise<void> {
  await page.addInitScript((name) => {
    const showDirectoryPicker = async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle(name);
    Object.assign(window, { showDirectoryPicker });
  }, REPOSITORY);
}

/** Writes a clone's files (by path) into that folder, with the .git folder the CMS looks for. */
export async function writeRepository(page: Page, files: Record<string, string>): Promise<void> {
  await page.evaluate(
    async ({ name, files }) => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry(name, { recursive: true }).catch(() => undefined);
      const repository = await root.getDirectoryHandle(name, { create: true });
      await repository.getDirectoryHandle(".git", { create: true });
      for (const [path, text] of Object.entries(files)) {
        const parts = path.split("/");
        let dir = repository;
        for (const part of parts.slice(0, -1)) {
          dir = await dir.getDirectoryHandle(part, { create: true });
        }
        const file = await dir.getFileHandle(parts.at(-1) ?? "", { create: true });
        const writable = await file.createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { name: REPOSITORY, files },
  );
}

/** The suite's content files, by their path in a clone. */
export const contentFiles = (): Record<string, string> =>
  Object.fromEntries(
    contentFileNames().map((file) => [
      `content/${file}`,
      readFileSync(`${CONTENT_DIR}/${file}`, "utf8"),
    ]),
  );

/** Opens the editor on a clone holding `files`, in local repository mode. */
export async function openEditor(page: Page, files: Record<string, string>): Promise<void> {
  await pickRepositoryFromOpfs(page);
  await page.goto(ADMIN_PATH);
  await writeRepository(page, files);
  await page.getByRole("button", { name: LOCAL_REPOSITORY_BUTTON }).click();
}

/** The files of a folder of the clone, by name. */
export async function listRepositoryFolder(page: Page, path: string): Promise<string[]> {
  return page.evaluate(
    async ({ name, path }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(name);
      for (const part of path.split("/")) dir = await dir.getDirectoryHandle(part);
      const names: string[] = [];
      for await (const key of (dir as unknown as { keys(): AsyncIterable<string> }).keys()) {
        names.push(key);
      }
      return names.sort();
    },
    { name: REPOSITORY, path },
  );
}

/** A file of the clone as the editor left it; `null` mid-write, so a poll asks again. */
export async function readRepositoryFile(page: Page, path: string): Promise<string | null> {
  return page.evaluate(
    async ({ name, path }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(name);
      const parts = path.split("/");
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      try {
        return await (await (await dir.getFileHandle(parts.at(-1) ?? "")).getFile()).text();
      } catch (error) {
        // Mid-write the file is locked, or for a moment not there at all (a save replaces it).
        const writing = ["NotReadableError", "NotFoundError"];
        if (error instanceof DOMException && writing.includes(error.name)) return null;
        throw error;
      }
    },
    { name: REPOSITORY, path },
  );
}

/**
 * Scrolls the pane until `target` is there: the CMS renders a field only once it nears the view,
 * so one further down (or, once scrolled, further up) is not there to find.
 */
export async function reveal(pane: Locator, target: Locator): Promise<Locator> {
  // Mostly it is there already; a scroll would be four more calls to the editor's busy page.
  if ((await target.count()) > 0) return target;
  const page = pane.page();
  const box = await pane.boundingBox();
  await page.mouse.move((box?.x ?? 0) + 40, (box?.y ?? 0) + 200);
  for (const delta of [300, -300]) {
    for (let step = 0; step < 40 && (await target.count()) === 0; step += 1) {
      await page.mouse.wheel(0, delta);
    }
  }
  await target.scrollIntoViewIfNeeded();
  return target;
}

/**
 * Types `value` into a field of the pane, scrolled to, until it holds: a new entry's draft is set
 * up a moment after its form shows, and takes back what was typed before.
 */
export async function fillIn(pane: Locator, field: Locator, value: string): Promise<void> {
  await expect(async () => {
    await (await reveal(pane, field)).fill(value);
    await expect(field).toHaveValue(value, { timeout: 1_000 });
  }).toPass();
}

/** Opens a collection of the editor's list ("Price list offerings"). */
export async function openCollection(page: Page, label: string): Promise<void> {
  await page.getByRole("treeitem", { name: new RegExp(`^${label}\\b`) }).click();
}

/** An entry's words in one language ("English"), beside the others. */
export const pane = (page: Page, language: string): Locator =>
  page.getByRole("group", { name: new RegExp(`^Edit \u2068?${language}\u2069? Content$`) });

/** A site language as the editor's English interface names it: "German", "Polish". */
export const languageName = (locale: string): string =>
  new Intl.DisplayNames("en-US", { type: "language" }).of(locale) ?? locale;

/**
 * An entry's words in one language, shown: the editor shows English beside one other language,
 * and the second pane's radios switch it to another.
 */
export async function languagePane(page: Page, language: string): Promise<Locator> {
  const shown = pane(page, language);
  if ((await shown.count()) === 0) {
    await page
      .getByRole("radio", { name: new RegExp(`^${language}\\b`) })
      .last()
      .click();
  }
  await expect(shown).toHaveCount(1);
  return shown;
}

/** Sveltia CMS's interface words in one of its languages ("de", "en-US"). */
export function cmsWords(language: string): Record<string, string> {
  const path = new URL(
    `../../../node_modules/@sveltia/cms/locales/${language}.json`,
    import.meta.url,
  );
  return JSON.parse(readFileSync(path, "utf8")) as Record<string, string>;
}

type CspViolation = { directive: string; blocked: string };

/** Records the page's CSP violations, as the browser reports them to the page. */
export async function recordCspViolations(page: Page): Promise<() => Promise<CspViolation[]>> {
  await page.addInitScript(() => {
    const seen: CspViolation[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: CspViolation[] }).cspViolations);
}

/** A sign-in button of the CMS, in either language of these tests. */
export const SIGN_IN = /sign in|anmelden/i;

/** Starts recording what the page asks of any origin but `origin`, and what is refused. */
export function recordElsewhere(page: Page, origin: string) {
  const elsewhere = (url: string) => !url.startsWith("blob:") && new URL(url).origin !== origin;
  const requests: string[] = [];
  page.on("request", (request) => {
    if (elsewhere(request.url())) requests.push(request.url());
  });
  return requests;
}
