import { describe, expect, it } from "vitest";
import { cacheControl, notFoundPage, servable, slashRedirect } from "./site-handler.mjs";

describe("notFoundPage", () => {
  it("answers an unknown product with the Solution not found page", () => {
    expect(notFoundPage("/solutions/no-such-product")).toBe("solutions/_not-found/index.html");
  });

  it("answers any other unknown path with the 404 page", () => {
    expect(notFoundPage("/no-such-page")).toBe("404/index.html");
    expect(notFoundPage("/solutions/a/b")).toBe("404/index.html");
  });

  it("answers unknown paths under /de with the German pages", () => {
    expect(notFoundPage("/de/solutions/no-such-product")).toBe(
      "de/solutions/_not-found/index.html",
    );
    expect(notFoundPage("/de/solutions/_not-found")).toBe("de/solutions/_not-found/index.html");
    expect(notFoundPage("/de/no-such-page")).toBe("de/404/index.html");
    expect(notFoundPage("/de/404")).toBe("de/404/index.html");
    expect(notFoundPage("/de/solutions/a/b")).toBe("de/404/index.html");
    expect(notFoundPage("/de/solutions")).toBe("de/404/index.html");
    expect(notFoundPage("/de/a/b/")).toBe("de/404/index.html");
  });

  it("keeps English the language of paths that only begin with the letters de", () => {
    expect(notFoundPage("/dex")).toBe("404/index.html");
    expect(notFoundPage("/design/solutions/x")).toBe("404/index.html");
    expect(notFoundPage("/solutions/de")).toBe("solutions/_not-found/index.html");
    expect(notFoundPage("/en/de/x")).toBe("404/index.html");
  });
});

describe("cacheControl", () => {
  it("keeps hashed assets for a year and revalidates pages", () => {
    expect(cacheControl("/assets/root-abc123.js")).toBe("public, max-age=31536000, immutable");
    expect(cacheControl("/prices/index.html")).toBe("no-cache");
  });
});

describe("slashRedirect", () => {
  const pages = ["/", "/prices", "/solutions/citros"];

  it("sends a page's slash form to the page itself", () => {
    expect(slashRedirect("/prices/", pages)).toBe("/prices");
    expect(slashRedirect("/solutions/citros/", pages)).toBe("/solutions/citros");
  });

  it("never redirects what is not a page, so no other host can be reached", () => {
    expect(slashRedirect("/", pages)).toBeUndefined();
    expect(slashRedirect("//evil.example/", pages)).toBeUndefined();
    expect(slashRedirect("/\\evil.example/", pages)).toBeUndefined();
    expect(slashRedirect("/nope/", pages)).toBeUndefined();
    expect(slashRedirect("/prices", pages)).toBeUndefined();
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
    expect(servable("/solutions/_not-found", pages)).toBe(false);
  });
});
