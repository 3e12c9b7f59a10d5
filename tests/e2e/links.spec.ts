import { expect, test } from "@playwright/test";
import { pagePaths } from "~/content/pages";

/** Crawls the built site from "/" through every same-origin link, page by page. */
test("a crawl from / finds no broken link and no hash without its target", async ({ page }) => {
  test.setTimeout(120_000);
  const origin = new URL(test.info().project.use.baseURL ?? "").origin;
  const queue = ["/"];
  const visited = new Set<string>();
  const idsByPage = new Map<string, Set<string>>();
  const hashLinks: { from: string; page: string; id: string }[] = [];
  const broken: string[] = [];

  while (queue.length > 0) {
    const path = queue.shift() ?? "/";
    if (visited.has(path)) continue;
    visited.add(path);
    const response = await page.goto(path);
    if (response?.status() !== 200) {
      broken.push(`${path} answered ${response?.status()}`);
      continue;
    }
    const { ids, links, assets } = await page.evaluate(() => ({
      ids: [...document.querySelectorAll("[id]")].map((element) => element.id),
      links: [...document.querySelectorAll("a[href]")].map((a) => (a as HTMLAnchorElement).href),
      assets: [...document.querySelectorAll("img[src], link[href], script[src]")].map(
        (element) => (element as HTMLImageElement).src || (element as HTMLLinkElement).href,
      ),
    }));
    idsByPage.set(path, new Set(ids));
    for (const href of links) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      if (url.hash)
        hashLinks.push({
          from: path,
          page: url.pathname,
          id: decodeURIComponent(url.hash.slice(1)),
        });
      if (!visited.has(url.pathname)) queue.push(url.pathname);
    }
    // Only what this site serves; a canonical link names the production host.
    for (const asset of assets.filter((url) => new URL(url).origin === origin)) {
      const status = (await page.request.get(asset)).status();
      if (status !== 200) broken.push(`${asset} (on ${path}) answered ${status}`);
    }
  }

  const missingTargets = hashLinks
    .filter(({ page: target, id }) => !idsByPage.get(target)?.has(id))
    .map(({ from, page: target, id }) => `${from} links to ${target}#${id}, which has no such id`);
  expect(broken).toEqual([]);
  expect(missingTargets).toEqual([]);
  // Every page of the site is reachable by links.
  expect([...visited].sort()).toEqual([...pagePaths].sort());
});
