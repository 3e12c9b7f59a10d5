import { describe, expect, it } from "vitest";
import {
  cacheControl,
  notFoundPage as notFoundPageOf,
  servable,
  pageRedirect,
} from "./site-handler.mjs";

/** The build's prefixes (build/headers.json): any language's, so none is written here. */
const PREFIXES = ["/xy", "/ab-cd"];
const notFoundPage = (pathname: string) => notFoundPageOf(pathname, PREFIXES);

describe("notFoundPage", () => {
  it("answers an unknown product with the Solution not found page", () => {
    expect(notFoundPage("/solutions/no-such-product")).toBe("solutions/404.html");
  });

  it("answers any other unknown path with the 404 page", () => {
    expect(notFoundPage("/no-such-page")).toBe("404.html");
    expect(notFoundPage("/solutions/a/b")).toBe("404.html");
  });

  it("answers unknown paths under a language's prefix with that language's pages", () => {
    expect(notFoundPage("/xy/solutions/no-such-product")).toBe("xy/solutions/404.html");
    expect(notFoundPage("/xy/solutions/404")).toBe("xy/solutions/404.html");
    expect(notFoundPage("/xy/no-such-page")).toBe("xy/404.html");
    expect(notFoundPage("/xy/404")).toBe("xy/404.html");
    expect(notFoundPage("/xy/solutions/a/b")).toBe("xy/404.html");
    expect(notFoundPage("/xy/solutions")).toBe("xy/404.html");
    expect(notFoundPage("/xy/a/b/")).toBe("xy/404.html");
    expect(notFoundPage("/ab-cd/solutions/nope")).toBe("ab-cd/solutions/404.html");
  });

  it("keeps the default language for paths that only begin with a prefix's letters", () => {
    expect(notFoundPage("/xyz")).toBe("404.html");
    expect(notFoundPage("/xylophone/solutions/x")).toBe("404.html");
    expect(notFoundPage("/solutions/xy")).toBe("solutions/404.html");
    expect(notFoundPage("/en/xy/x")).toBe("404.html");
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
