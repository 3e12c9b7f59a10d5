import { contentOf } from "./support/content.ts";
import { expect, test } from "@playwright/test";
import { TYPING_SESSION_KEY } from "~/content/constants";
import { DEFAULT_LOCALE, localeSettings, locales, type Locale } from "~/content/locales";
import { localePaths, sitePaths } from "~/content/paths";
import { pagePaths, pagePathsOf } from "./support/pages.ts";
import { LOCALE_PAGES } from "./support/locale-pages.ts";

const { site } = contentOf.en.chrome;

const canonical = (path: string) => new URL(path, site.siteUrl).href;

/** `hreflang` → absolute URL: what a page's alternates must say, for the page at `index` of each language's list. */
function expectedAlternates(index: number): Record<string, string> {
  const at = (locale: Locale) => canonical(pagePathsOf(locale)[index] ?? "(no page)");
  return {
    ...Object.fromEntries(locales.map((locale) => [localeSettings[locale].hreflang, at(locale)])),
    "x-default": at(DEFAULT_LOCALE),
  };
}

/** The page's position in its language's list, which is its twin's position in the other's. */
const indexOf = (locale: Locale, path: string) => pagePathsOf(locale).indexOf(path);

/** The attributes of each tag named `tag` in an HTML string, names lower-cased. */
function tagsOf(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, "gi"))].map((match) =>
    Object.fromEntries(
      [...match[0].matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name = "", value = ""]) => [
        name.toLowerCase(),
        value,
      ]),
    ),
  );
}

/** Text of an HTML attribute or element as a reader gets it: the entities Astro writes, decoded. */
function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) => {
    if (name.startsWith("#x")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return named[name] ?? entity;
  });
}

/** The alternates of a prerendered page as a crawler reads them: hreflang → href. */
function alternatesOf(html: string): [string, string][] {
  return tagsOf(html, "link")
    .filter((link) => link.rel === "alternate")
    .map((link) => [link.hreflang ?? "", link.href ?? ""]);
}

test.describe("every page", () => {
  // What a crawler reads: the prerendered HTML, no browser needed. Chromium's report of what a
  // Content-Security-Policy blocks is checked on every page with the layout (layout.spec.ts).
  test("has its own title, description, canonical URL, language, alternates and sharing tags", async ({
    request,
  }) => {
    for (const { locale, path } of LOCALE_PAGES) {
      await test.step(path, async () => {
        const html = await (await request.get(path)).text();
        const metas = tagsOf(html, "meta");
        const meta = Object.fromEntries(
          metas.map((tag) => [tag.name ?? tag.property ?? "", decodeEntities(tag.content ?? "")]),
        );
        const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
        const links = tagsOf(html, "link");
        expect.soft(title).toContain(site.brand);
        expect.soft(meta.description?.length).toBeGreaterThan(50);
        expect.soft(links.find((link) => link.rel === "canonical")?.href).toBe(canonical(path));
        expect.soft(meta["og:url"]).toBe(canonical(path));
        expect.soft(meta["og:title"]).toBe(title);
        expect.soft(meta["og:description"]).toBe(meta.description);
        expect.soft(meta["og:image"]).toBe(canonical(sitePaths.ogImage));
        expect.soft(meta["twitter:card"]).toBe("summary_large_image");
        expect.soft(meta["twitter:image"]).toBe(canonical(sitePaths.ogImage));
        expect.soft(meta["og:image:alt"]).toContain(site.brand);
        expect.soft(meta["twitter:image:alt"]).toBe(meta["og:image:alt"]);
        expect.soft(tagsOf(html, "html")[0]?.lang).toBe(localeSettings[locale].htmlLang);
        // Exactly three: en, de and x-default (English), each the twin's own canonical URL.
        const alternates = alternatesOf(html);
        expect.soft(alternates).toHaveLength(3);
        expect
          .soft(Object.fromEntries(alternates))
          .toEqual(expectedAlternates(indexOf(locale, path)));
        const other = locales.find((each) => each !== locale) ?? locale;
        expect
          .soft(
            metas
              .filter((tag) => tag.property?.startsWith("og:locale"))
              .map((tag) => [tag.property, tag.content]),
          )
          .toEqual([
            ["og:locale", localeSettings[locale].ogLocale],
            ["og:locale:alternate", localeSettings[other].ogLocale],
          ]);
      });
    }
  });

  test("titles and descriptions are unique", async ({ request }) => {
    const heads = await Promise.all(
      pagePaths.map(async (path) => {
        const html = await (await request.get(path)).text();
        return {
          title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
          description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
        };
      }),
    );
    expect(new Set(heads.map((h) => h.title)).size).toBe(pagePaths.length);
    expect(new Set(heads.map((h) => h.description)).size).toBe(pagePaths.length);
  });

  test("German titles and descriptions differ from their English twins'", async ({ request }) => {
    const head = async (path: string) => {
      const html = await (await request.get(path)).text();
      const meta = tagsOf(html, "meta").find((tag) => tag.name === "description");
      return { title: /<title>([^<]*)<\/title>/.exec(html)?.[1], description: meta?.content };
    };
    const pairs = LOCALE_PAGES.filter(({ locale }) => locale === "de");
    expect(pairs).toHaveLength(pagePathsOf("en").length);
    for (const { path, counterpart } of pairs) {
      const [german, english] = await Promise.all([head(path), head(counterpart)]);
      expect(german.title, path).toBeTruthy();
      expect(german.description, path).toBeTruthy();
      expect(german.title, path).not.toBe(english.title);
      expect(german.description, path).not.toBe(english.description);
    }
  });

  test("alternates are reciprocal: each names the other, and x-default is English", async ({
    request,
  }) => {
    const alternates = new Map(
      await Promise.all(
        pagePaths.map(async (path) => {
          const html = await (await request.get(path)).text();
          return [canonical(path), Object.fromEntries(alternatesOf(html))] as const;
        }),
      ),
    );
    for (const [url, own] of alternates) {
      // Each page names itself under its own language...
      expect(Object.values(own), url).toContain(url);
      // ...and every page it names names the same set back.
      for (const twin of Object.values(own)) {
        expect(alternates.get(twin), `${url} → ${twin}`).toEqual(own);
      }
      expect(own["x-default"], url).toBe(own[localeSettings[DEFAULT_LOCALE].hreflang]);
    }
  });
});

test.describe("no redirect on Accept-Language", () => {
  const cases = [
    { path: localePaths.en.home, asks: "de", locale: "en" },
    { path: localePaths.de.home, asks: "en", locale: "de" },
    { path: localePaths.en.prices, asks: "de-AT,de;q=0.9", locale: "en" },
  ] as const;
  for (const { path, asks, locale } of cases) {
    test(`${path} asked for with Accept-Language: ${asks} answers 200 in its own language`, async ({
      request,
    }) => {
      const response = await request.get(path, {
        headers: { "Accept-Language": asks },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(200);
      expect(response.headers().location).toBeUndefined();
      const html = await response.text();
      expect(tagsOf(html, "html")[0]?.lang).toBe(localeSettings[locale].htmlLang);
    });
  }
});

test("the Open Graph image is a 1200 × 630 PNG", async ({ request }) => {
  const response = await request.get(sitePaths.ogImage);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const png = await response.body();
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test("the sitemap lists every page at its canonical URL, and robots.txt names it", async ({
  request,
}) => {
  const sitemap = await (await request.get(sitePaths.sitemap)).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations).toEqual(pagePaths.map(canonical));
  expect(locations).toHaveLength(28);

  // Each entry names its page in every language, and the default, as the page's head does.
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? "");
  expect(entries).toHaveLength(pagePaths.length);
  for (const { locale, path } of LOCALE_PAGES) {
    const entry = entries.find((each) => each.includes(`<loc>${canonical(path)}</loc>`)) ?? "";
    const links = tagsOf(entry, "xhtml:link").map((link) => [link.hreflang, link.href]);
    expect(links, path).toHaveLength(3);
    expect(Object.fromEntries(links), path).toEqual(expectedAlternates(indexOf(locale, path)));
  }
  const robots = await (await request.get(sitePaths.robots)).text();
  expect(robots).toContain(`Sitemap: ${canonical(sitePaths.sitemap)}`);
});

test("the home page describes the company as JSON-LD from the site config", async ({ request }) => {
  const html = await (await request.get(localePaths.en.home)).text();
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(json ?? "{}")).toMatchObject({
    "@type": "Organization",
    name: site.brand,
    legalName: site.legalName,
    email: site.email,
    telephone: site.phone,
    address: { streetAddress: site.address.street, postalCode: site.address.postalCode },
  });
});

test("security.txt names a contact, languages and an Expires date less than a year ahead", async ({
  request,
}) => {
  const response = await request.get(sitePaths.securityTxt);
  expect(response.status()).toBe(200);
  const fields = Object.fromEntries(
    (await response.text())
      .trim()
      .split("\n")
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
  );
  expect(fields.Contact).toBe(`mailto:${site.email}`);
  expect(fields["Preferred-Languages"]).toBe("en, de");
  const expires = Date.parse(fields.Expires ?? "");
  expect(expires).toBeGreaterThan(Date.now());
  expect(expires).toBeLessThan(Date.now() + 365 * 86_400_000);
});

test("the legal pages: privacy names what is stored and logged, security its contact, the imprint the company", async ({
  page,
}) => {
  await test.step("privacy names what the site stores and what servers may log", async () => {
    await page.goto(localePaths.en.privacy);
    const main = page.getByRole("main");
    await expect(main).toContainText("no cookies");
    await expect(main).toContainText(TYPING_SESSION_KEY);
    await expect(main).toContainText("IP address");
  });

  await test.step("security points to the security.txt contact", async () => {
    await page.goto(localePaths.en.security);
    await expect(page.getByRole("main")).toContainText(site.email);
    await expect(page.getByRole("main")).toContainText("security.txt");
  });

  await test.step("the imprint gives the company's legal details from the site config", async () => {
    await page.goto(localePaths.en.imprint);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(contentOf.en.imprint.title);
    for (const value of [
      site.legalName,
      site.imprint.legalForm,
      site.imprint.seat,
      site.address.street,
      site.email,
      site.phone,
      site.imprint.registerNumber,
      site.imprint.registerCourt,
      site.imprint.vatId,
      site.imprint.businessPurpose,
    ]) {
      await expect(main).toContainText(value);
    }
  });
});
