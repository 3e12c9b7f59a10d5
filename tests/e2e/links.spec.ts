import { expect, test } from "@playwright/test";
import { pagePaths } from "./support/pages.ts";
import { localeOf, localePaths, locales, localeSettings } from "./support/content.ts";

/**
 * Crawls the built site from each language's home page through every same-origin link, page by
 * page: both crawls must reach every page of both languages, the other language through the
 * language switch.
 */
for (const start of locales.map((locale) => localePaths[locale].home)) {
  test(`a crawl from ${start} finds no broken link, no hash without its target and no link into the wrong language`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const origin = new URL(test.info().project.use.baseURL ?? "").origin;
    const queue = [start];
    const visited = new Set<string>();
    const checkedAssets = new Set<string>();
    const idsByPage = new Map<string, Set<string>>();
    const hashLinks: { from: string; page: string; id: string }[] = [];
    const broken: string[] = [];
    const wrongLanguage: string[] = [];

    while (queue.length > 0) {
      const path = queue.shift() ?? start;
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
      const locale = localeOf(path);
      for (const { href, hreflang, download } of links) {
        const url = new URL(href);
        if (url.origin !== origin) continue;
        // A download (the price list as CSV) is a file to fetch, not a page to crawl.
        if (download) {
          assets.push(url.href);
          continue;
        }
        // Only the language switch may lead into the other language, and it says so.
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
      .map(
        ({ from, page: target, id }) => `${from} links to ${target}#${id}, which has no such id`,
      );
    expect(broken).toEqual([]);
    expect(missingTargets).toEqual([]);
    expect(wrongLanguage).toEqual([]);
    // Every page of the site, in both languages, is reachable by links.
    expect([...visited].sort()).toEqual([...pagePaths].sort());
  });
}
