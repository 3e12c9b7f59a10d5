import { describe, expect, it } from "vitest";
import { notFoundPage as notFoundPageOf } from "./site-handler.mjs";

// The build's own paths, redirects and caching are server.spec.ts's table; here, any prefixes.
const PREFIXES = ["/xy", "/ab-cd"];
const notFoundPage = (pathname: string) => notFoundPageOf(pathname, PREFIXES);

describe("notFoundPage", () => {
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
