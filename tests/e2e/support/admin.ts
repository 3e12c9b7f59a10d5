import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";

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

/** Scrolls the editor until `target` is on screen: the CMS renders list items only in view. */
export async function scrollUntilVisible(page: Page, target: Locator): Promise<void> {
  await page.mouse.move(640, 400);
  for (let step = 0; step < 100 && !(await target.isVisible()); step += 1) {
    await page.mouse.wheel(0, 400);
  }
  await target.scrollIntoViewIfNeeded();
}

/** Opens the folded list item whose summary (its id) is `id`. */
export async function expandItem(page: Page, id: string): Promise<void> {
  const summary = page.getByText(id, { exact: true });
  await scrollUntilVisible(page, summary);
  await page
    .getByRole("group")
    .filter({ has: summary })
    .last()
    .getByRole("button", { name: "Expand" })
    .click();
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
