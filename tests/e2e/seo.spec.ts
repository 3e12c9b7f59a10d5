import { contentOf, otherLocaleOf, tiers } from "./support/content.ts";
import { expect, test } from "@playwright/test";
import { TYPING_SESSION_KEY } from "~/content/constants";
import { DEFAULT_LOCALE, localeSettings, locales, type Locale } from "~/content/locales";
import { localePaths, sitePaths } from "~/content/paths";
import { offeringsOf, type Offering } from "~/content/price-list";
import { priceLanguage, tierLabel } from "./support/price-explorer.ts";
import { priceListJson, priceListJsonSchema, type PriceListJson } from "~/lib/price-json";
import { pagePaths, pagePathsOf } from "./support/pages.ts";
import { schemaOrgProblems } from "./support/schema-org.ts";
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

/** The JSON-LD data blocks of an HTML page, parsed. */
function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json = "{}"]) => JSON.parse(json) as Record<string, unknown>,
  );
}

/** Each language's tables as its price page shows them (price-explorer.spec.ts): title → rows. */
const shownTables = new Map(
  locales.map((locale) => {
    const language = priceLanguage(locale);
    const rows = (offering: Offering) =>
      tiers.map((tier) => ({
        tier: tierLabel(tier.id, language),
        price: offering.prices[tier.id],
      }));
    return [locale, new Map(offeringsOf(language.content).map((each) => [each.title, rows(each)]))];
  }),
);

interface PricedProduct {
  name: string;
  offers: { name: string; priceSpecification: Record<string, unknown> }[];
}

/** Every node with offers in JSON-LD blocks, wherever it is nested, in document order. */
function pricedProducts(value: unknown): PricedProduct[] {
  if (Array.isArray(value)) return value.flatMap(pricedProducts);
  if (value === null || typeof value !== "object") return [];
  const node = value as Record<string, unknown>;
  const own = "offers" in node ? [node as unknown as PricedProduct] : [];
  return [...own, ...Object.values(node).flatMap(pricedProducts)];
}

test.describe("every page", () => {
  // The prerendered HTML, as a crawler reads it. Alternates equal to each twin's make them
  // reciprocal; titles unique over every language differ from their twins'.
  test("has its own unique title and description, canonical URL, language, alternates and sharing tags", async ({
    request,
  }) => {
    const heads = new Set<string>();
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
        heads.add(`title: ${title}`).add(`description: ${meta.description}`);
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
        // The tab's icon is a raster one: Chromium decodes it again after every history write,
        // and an SVG icon is a whole SVG document each time (document.astro).
        expect
          .soft(links.filter((link) => /icon/.test(link.rel ?? "")).map((link) => link.href))
          .toEqual([sitePaths.faviconIco, sitePaths.appleTouchIcon]);
        // One per language and x-default (English), each the twin's own canonical URL.
        const alternates = alternatesOf(html);
        expect.soft(alternates).toHaveLength(locales.length + 1);
        expect
          .soft(Object.fromEntries(alternates))
          .toEqual(expectedAlternates(indexOf(locale, path)));
        expect
          .soft(
            metas
              .filter((tag) => tag.property?.startsWith("og:locale"))
              .map((tag) => [tag.property, tag.content]),
          )
          .toEqual([
            ["og:locale", localeSettings[locale].ogLocale],
            ...locales
              .filter((each) => each !== locale)
              .map((other) => ["og:locale:alternate", localeSettings[other].ogLocale]),
          ]);
      });
    }
    expect(heads.size).toBe(2 * pagePaths.length);
  });
});

test("a page asked for in another language by Accept-Language answers 200 in its own", async ({
  request,
}) => {
  // Each language's home asked for in the next language; a page asked for in a weighted list.
  const cases = [
    ...locales.map((locale) => ({
      path: localePaths[locale].home,
      asks: localeSettings[otherLocaleOf(locale)].htmlLang,
      locale,
    })),
    { path: localePaths.en.prices, asks: "de-AT,de;q=0.9", locale: "en" as const },
  ];
  for (const { path, asks, locale } of cases) {
    const response = await request.get(path, {
      headers: { "Accept-Language": asks },
      maxRedirects: 0,
    });
    expect(response.status(), `${path}, ${asks}`).toBe(200);
    expect(tagsOf(await response.text(), "html")[0]?.lang).toBe(localeSettings[locale].htmlLang);
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
  // Fourteen pages in each language.
  expect(locations).toHaveLength(14 * locales.length);

  // Each entry names its page in every language, and the default, as the page's head does.
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? "");
  expect(entries).toHaveLength(pagePaths.length);
  for (const { locale, path } of LOCALE_PAGES) {
    const entry = entries.find((each) => each.includes(`<loc>${canonical(path)}</loc>`)) ?? "";
    const links = tagsOf(entry, "xhtml:link").map((link) => [link.hreflang, link.href]);
    expect(links, path).toHaveLength(locales.length + 1);
    expect(Object.fromEntries(links), path).toEqual(expectedAlternates(indexOf(locale, path)));
  }
  const robots = await (await request.get(sitePaths.robots)).text();
  expect(robots).toContain(`Sitemap: ${canonical(sitePaths.sitemap)}`);
});

test("the home page describes the company as JSON-LD from the site config", async ({ request }) => {
  const html = await (await request.get(localePaths.en.home)).text();
  const [organization] = jsonLdBlocks(html);
  expect(organization).toMatchObject({
    "@type": "Organization",
    name: site.brand,
    legalName: site.legalName,
    email: site.email,
    telephone: site.phone,
    logo: canonical(sitePaths.appleTouchIcon),
    address: {
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    },
    subOrganization: site.subsidiaries.map((office) => ({
      "@type": "Organization",
      name: office.company,
      address: { addressLocality: office.city, addressCountry: office.countryCode },
    })),
  });
  // The country as a code (ISO 3166-1), not its name; the logo an image the site serves.
  expect(site.address.countryCode).toMatch(/^[A-Z]{2}$/);
  const logo = await request.get(sitePaths.appleTouchIcon);
  expect(logo.status()).toBe(200);
  expect(logo.headers()["content-type"]).toBe("image/png");
});

test.describe("prices for machines", () => {
  test("every JSON-LD block fits the schema.org vocabulary, and each price is the page's", async ({
    request,
  }) => {
    let pricesSeen = 0;
    for (const { locale, path } of LOCALE_PAGES) {
      await test.step(path, async () => {
        const { prices, products } = contentOf[locale];
        const paths = localePaths[locale];
        const html = await (await request.get(path)).text();
        const blocks = jsonLdBlocks(html);
        for (const block of blocks) expect.soft(schemaOrgProblems(block), path).toEqual([]);
        expect.soft(JSON.stringify(blocks), "no ratings or reviews").not.toMatch(/rating|review/i);

        const product = products.find((each) => paths.solution(each.slug) === path);
        const expectedType =
          path === paths.home
            ? "Organization"
            : path === paths.prices
              ? "OfferCatalog"
              : product
                ? "Product"
                : undefined;
        expect(blocks.map((block) => block["@type"])).toEqual(expectedType ? [expectedType] : []);
        if (product) {
          expect.soft(blocks[0]).toMatchObject({ name: product.title, url: canonical(path) });
        }

        // The offerings it prices: all of them on the price page, its section's on a product's.
        const section = prices.sections.find((each) => each.product?.href === path);
        const expected =
          path === paths.prices ? offeringsOf(prices) : product ? (section?.offerings ?? []) : [];
        const offered = pricedProducts(blocks);
        expect.soft(offered.map((each) => each.name)).toEqual(expected.map((each) => each.title));
        const shown = shownTables.get(locale);
        for (const offering of offered) {
          const rows = shown?.get(offering.name) ?? [];
          expect
            .soft(rows, `${path}: ${offering.name} has a table`)
            .toHaveLength(prices.tiers.length);
          offering.offers.forEach((offer, index) => {
            const tier = prices.tiers[index];
            const spec = offer.priceSpecification;
            expect.soft(offer.name, `${path}: ${offering.name}`).toBe(rows[index]?.tier);
            expect
              .soft(spec.price, `${path}: ${offering.name}, ${offer.name}`)
              .toBe(rows[index]?.price);
            expect.soft(spec).toMatchObject({
              priceCurrency: prices.currency,
              valueAddedTaxIncluded: false,
              validFrom: prices.validFrom,
            });
            // Both ends included: a tier starts one user above the tier before it.
            const to = tier?.users.to;
            expect.soft(spec.eligibleQuantity).toEqual({
              "@type": "QuantitativeValue",
              minValue: (tier?.users.from ?? Number.NaN) + 1,
              ...(to === undefined ? {} : { maxValue: to }),
              unitText: prices.page.userRange.unit,
            });
            pricesSeen += 1;
          });
        }
      });
    }
    // The two price pages carry the whole list: 23 offerings in four tiers each, in each language.
    const onPricePages = offeringsOf(contentOf.en.prices).length * tiers.length * locales.length;
    expect(onPricePages).toBe(locales.length * 92);
    expect(pricesSeen).toBeGreaterThan(onPricePages);
  });

  // Their content and schema: app/lib/price-json.test.ts.
  test("/prices.json and its schema are served as the build wrote them", async ({ request }) => {
    const json = await request.get(sitePaths.priceListJson);
    expect(json.headers()["content-type"]).toMatch(/^application\/json/);
    const list = (await json.json()) as PriceListJson;
    const byLocale = Object.fromEntries(
      locales.map((locale) => [locale, contentOf[locale].prices]),
    ) as Record<Locale, (typeof contentOf)[Locale]["prices"]>;
    expect(list).toEqual(priceListJson(byLocale, site.siteUrl));
    expect(list.$schema).toBe(canonical(sitePaths.priceListSchema));
    const schema: unknown = await (await request.get(sitePaths.priceListSchema)).json();
    expect(schema).toEqual(priceListJsonSchema(site.siteUrl));
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
