import { describe, expect, it } from "vitest";
import { cdnHeaders, cdnRedirects } from "./deploy-configs.mjs";

const PAGES = ["/", "/de", "/de/prices", "/de/solutions/citros", "/prices", "/solutions/citros"];

/** The rules of a `_redirects` file as [from, to, status], in file order. */
function rules(file: string): string[][] {
  return file.split("\n").map((line) => line.split(" "));
}

/**
 * The rule a CDN applies to a path that matches no file: the first whose pattern matches, as on
 * Netlify (a trailing `*` matches the rest of the path; anything else matches exactly).
 */
function ruleFor(file: string, path: string): string[] | undefined {
  return rules(file).find(([from = ""]) =>
    from.endsWith("*") ? path.startsWith(from.slice(0, -1)) : path === from,
  );
}

describe("cdnRedirects", () => {
  const file = cdnRedirects(PAGES);

  it("redirects each page's slash form to the page, German pages included", () => {
    expect(ruleFor(file, "/prices/")).toEqual(["/prices/", "/prices", "301"]);
    expect(ruleFor(file, "/de/")).toEqual(["/de/", "/de", "301"]);
    expect(ruleFor(file, "/de/prices/")).toEqual(["/de/prices/", "/de/prices", "301"]);
    expect(rules(file).filter(([from]) => from === "//")).toEqual([]);
  });

  it("answers unknown German paths with the German 404 pages", () => {
    expect(ruleFor(file, "/de/nope")).toEqual(["/de/*", "/de/404.html", "404"]);
    expect(ruleFor(file, "/de/a/b")).toEqual(["/de/*", "/de/404.html", "404"]);
    expect(ruleFor(file, "/de/solutions/nope")).toEqual([
      "/de/solutions/*",
      "/de/solutions/_not-found/index.html",
      "404",
    ]);
  });

  it("keeps English unknown paths on the English 404 pages", () => {
    expect(ruleFor(file, "/nope")).toEqual(["/*", "/404.html", "404"]);
    expect(ruleFor(file, "/dex")).toEqual(["/*", "/404.html", "404"]);
    expect(ruleFor(file, "/design/x")).toEqual(["/*", "/404.html", "404"]);
    expect(ruleFor(file, "/solutions/nope")).toEqual([
      "/solutions/*",
      "/solutions/_not-found/index.html",
      "404",
    ]);
  });

  it("ends with the catch-all, so no rule after it is dead", () => {
    expect(rules(file).at(-1)).toEqual(["/*", "/404.html", "404"]);
  });
});

describe("cdnHeaders", () => {
  it("revalidates every page, German pages included", () => {
    const file = cdnHeaders({ "X-Content-Type-Options": "nosniff" }, PAGES);
    for (const path of PAGES) expect(file).toContain(`\n\n${path}\n  Cache-Control: no-cache`);
  });
});
