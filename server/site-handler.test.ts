import { describe, expect, it } from "vitest";
import { cacheControl, notFoundPage, servable, pageRedirect } from "./site-handler.mjs";

describe("notFoundPage", () => {
  it("answers an unknown product with the Solution not found page", () => {
    expect(notFoundPage("/solutions/no-such-product")).toBe("solutions/404.html");
  });

  it("answers any other unknown path with the 404 page", () => {
    expect(notFoundPage("/no-such-page")).toBe("404.html");
    expect(notFoundPage("/solutions/a/b")).toBe("404.html");
  });

  it("answers unknown paths under /de with the German pages", () => {
    expect(notFoundPage("/de/solutions/no-such-product")).toBe("de/solutions/404.html");
    expect(notFoundPage("/de/solutions/404")).toBe("de/solutions/404.html");
    expect(notFoundPage("/de/no-such-page")).toBe("de/404.html");
    expect(notFoundPage("/de/404")).toBe("de/404.html");
    expect(notFoundPage("/de/solutions/a/b")).toBe("de/404.html");
    expect(notFoundPage("/de/solutions")).toBe("de/404.html");
    expect(notFoundPage("/de/a/b/")).toBe("de/404.html");
  });

  it("keeps English the language of paths that only begin with the letters de", () => {
    expect(notFoundPage("/dex")).toBe("404.html");
    expect(notFoundPage("/design/solutions/x")).toBe("404.html");
    expect(notFoundPage("/solutions/de")).toBe("solutions/404.html");
    expect(notFoundPage("/en/de/x")).toBe("404.html");
  });
});

describe("cacheControl", () => {
  it("keeps hashed assets for a year and revalidates pages", () => {
    expect(cacheControl("/assets/root-abc123.js")).toBe("public, max-age=31536000, immutable");
    expect(cacheControl("/prices.html")).toBe("no-cache");
  });
});

describe("pageRedirect", () => {
  const pages = ["/", "/prices", "/solutions/citros"];

  it("sends a page's slash form and its file name to the page itself", () => {
    expect(pageRedirect("/prices.html", pages)).toBe("/prices");
    expect(pageRedirect("/index.html", pages)).toBe("/");
    expect(pageRedirect("/solutions/citros.html", pages)).toBe("/solutions/citros");
    expect(pageRedirect("/404.html", pages)).toBeUndefined();
    expect(pageRedirect("/prices/", pages)).toBe("/prices");
    expect(pageRedirect("/solutions/citros/", pages)).toBe("/solutions/citros");
  });

  it("never redirects what is not a page, so no other host can be reached", () => {
    expect(pageRedirect("/", pages)).toBeUndefined();
    expect(pageRedirect("//evil.example/", pages)).toBeUndefined();
    expect(pageRedirect("/\\evil.example/", pages)).toBeUndefined();
    expect(pageRedirect("/nope/", pages)).toBeUndefined();
    expect(pageRedirect("/prices", pages)).toBeUndefined();
  });
});

describe("servable", () => {
  const pages = ["/", "/prices"];

  it("serves pages at their listed paths and files by name", () => {
    expect(servable("/prices", pages)).toBe(true);
    expect(servable("/", pages)).toBe(true);
    expect(servable("/assets/root-abc.js", pages)).toBe(true);
    expect(servable("/robots.txt", pages)).toBe(true);
  });

  it("gives no page a second URL", () => {
    expect(servable("/index", pages)).toBe(false);
    expect(servable("/404", pages)).toBe(false);
    expect(servable("/solutions/404", pages)).toBe(false);
    expect(servable("/prices.html", pages)).toBe(false);
    expect(servable("/404.html", pages)).toBe(false);
  });
});
