import { expect, test } from "@playwright/test";
import { pagePaths } from "./support/pages.ts";
import { localeOf, localePaths, locales, localeSettings } from "./support/content.ts";

const homes = locales.map((locale) => localePaths[locale].home);

/** The pages `links` leads to from `start`, `start` included. */
function reachable(start: string, links: Map<string, Set<string>>): string[] {
  const reached = new Set([start]);
  for (const path of reached) for (const next of links.get(path) ?? []) reached.add(next);
  return [...reached];
}

/** Crawls every same-origin link from the homes, once each, keeping which page links where. */
test(`a crawl from ${homes.join(" and ")} finds no broken link, no hash without its target and no link into the wrong language; each home reaches every page`, async ({
  page,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(test.info().project.use.baseURL ?? "").origin;
  const queue = [...homes];
  const visited = new Set<string>();
  const linksByPage = new Map<string, Set<string>>();
  const checkedAssets = new Set<string>();
  const idsByPage = new Map<string, Set<string>>();
  const hashLinks: { from: string; page: string; id: string }[] = [];
  const broken: string[] = [];
  const wrongLanguage: string[] = [];

  while (queue.length > 0) {
    const path = queue.shift() ?? "";
    if (visited.has(path)) continue;
    visited.add(path);
    const response = await page.goto(path);
    if (response?.status() !== 200) {
      broken.push(`${path} answered ${response?.status()}`);
      continue;
    }
    const { ids, links, assets } = await page.evaluate(() => ({
      ids: [...document.querySelectorAll("[id]")].map((element) => element.id),
      links: [...document.querySelectorAll<HTMLAnchorElement>("a[href]")].map((a) => ({
        href: a.href,
        hreflang: a.hreflang,
        download: a.hasAttribute("download"),
      })),
      assets: [...document.querySelectorAll("img[src], link[href], script[src]")].map(
        (element) => (element as HTMLImageElement).src || (element as HTMLLinkElement).href,
      ),
    }));
    idsByPage.set(path, new Set(ids));
    const linked = new Set<string>();
    linksByPage.set(path, linked);
    const locale = localeOf(path);
    for (const { href, hreflang, download } of links) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      // A download (the price list as CSV) is a file to fetch, not a page to crawl.
      if (download) {
        assets.push(url.href);
        continue;
      }
      // Only the language switch may lead into another language, and it says so.
      const target = localeOf(url.pathname);
      const isSwitch = hreflang !== "" && hreflang === localeSettings[target].hreflang;
      if (target !== locale && !isSwitch) {
        wrongLanguage.push(`${path} (${locale}) links to ${url.pathname} (${target})`);
      }
      if (url.hash)
        hashLinks.push({
          from: path,
          page: url.pathname,
          id: decodeURIComponent(url.hash.slice(1)),
        });
      linked.add(url.pathname);
      if (!visited.has(url.pathname)) queue.push(url.pathname);
    }
    // Only what this site serves; a canonical link names the production host.
    for (const asset of assets.filter((url) => new URL(url).origin === origin)) {
      if (checkedAssets.has(asset)) continue;
      checkedAssets.add(asset);
      const status = (await page.request.get(asset)).status();
      if (status !== 200) broken.push(`${asset} (on ${path}) answered ${status}`);
    }
  }

  const missingTargets = hashLinks
    .filter(({ page: target, id }) => !idsByPage.get(target)?.has(id))
    .map(({ from, page: target, id }) => `${from} links to ${target}#${id}, which has no such id`);
  expect(broken).toEqual([]);
  expect(missingTargets).toEqual([]);
  expect(wrongLanguage).toEqual([]);
  // Every page of the site, in every language, is reachable by links from each home.
  for (const home of homes) {
    expect(reachable(home, linksByPage).sort(), `from ${home}`).toEqual([...pagePaths].sort());
  }
});
