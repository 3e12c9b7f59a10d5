import { expect, test } from "@playwright/test";
import { site } from "~/content/site";
import { TYPING_SESSION_KEY } from "~/content/constants";
import { localePaths, sitePaths } from "~/content/paths";
import { pagePaths } from "~/content/pages";
import { waitForHydration } from "./support/site";

const canonical = (path: string) => new URL(path, site.siteUrl).href;

test.describe("every page", () => {
  for (const path of pagePaths) {
    test(`${path} has its own title, description, canonical URL and sharing tags`, async ({
      page,
    }) => {
      const violations: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          (window as unknown as { csp: string[] }).csp ??= [];
          (window as unknown as { csp: string[] }).csp.push(
            `${event.violatedDirective}: ${event.blockedURI}`,
          );
        });
      });
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(path);
      // Every script has run by then, so any violation has been reported.
      await waitForHydration(page);

      const head = await page.evaluate(() => ({
        title: document.title,
        meta: Object.fromEntries(
          [...document.querySelectorAll("meta[name], meta[property]")].map((m) => [
            m.getAttribute("name") ?? m.getAttribute("property"),
            m.getAttribute("content"),
          ]),
        ),
        canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
        csp: (window as unknown as { csp?: string[] }).csp ?? [],
      }));
      expect(head.title).toContain(site.brand);
      expect(head.meta.description?.length).toBeGreaterThan(50);
      expect(head.canonical).toBe(canonical(path));
      expect(head.meta["og:url"]).toBe(canonical(path));
      expect(head.meta["og:title"]).toBe(head.title);
      expect(head.meta["og:description"]).toBe(head.meta.description);
      expect(head.meta["og:image"]).toBe(canonical(sitePaths.ogImage));
      expect(head.meta["twitter:card"]).toBe("summary_large_image");
      expect(head.meta["twitter:image"]).toBe(canonical(sitePaths.ogImage));
      expect([...head.csp, ...violations]).toEqual([]);
    });
  }

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
  const robots = await (await request.get(sitePaths.robots)).text();
  expect(robots).toContain(`Sitemap: ${canonical(sitePaths.sitemap)}`);
});

test("the home page describes the company as JSON-LD from the site config", async ({ page }) => {
  await page.goto("/");
  const json = await page.locator('script[type="application/ld+json"]').textContent();
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

test.describe("legal pages", () => {
  test("privacy names what the site stores and what servers may log", async ({ page }) => {
    await page.goto(localePaths.en.privacy);
    const main = page.getByRole("main");
    await expect(main).toContainText("no cookies");
    await expect(main).toContainText(TYPING_SESSION_KEY);
    await expect(main).toContainText("IP address");
  });

  test("security points to the security.txt contact", async ({ page }) => {
    await page.goto(localePaths.en.security);
    await expect(page.getByRole("main")).toContainText(site.email);
    await expect(page.getByRole("main")).toContainText("security.txt");
  });

  test("the imprint gives the company's legal details from the site config", async ({ page }) => {
    await page.goto(localePaths.en.imprint);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Imprint");
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
