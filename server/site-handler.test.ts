import { describe, expect, it } from "vitest";
import { cacheControl, notFoundPage, slashRedirect } from "./site-handler.mjs";

describe("notFoundPage", () => {
  it("answers an unknown product with the Solution not found page", () => {
    expect(notFoundPage("/solutions/no-such-product")).toBe("solutions/_not-found/index.html");
  });

  it("answers any other unknown path with the 404 page", () => {
    expect(notFoundPage("/no-such-page")).toBe("404/index.html");
    expect(notFoundPage("/solutions/a/b")).toBe("404/index.html");
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
