import { describe, expect, it } from "vitest";
import { cdnHeaders, nginxDownloads, nginxLocales, nginxPageHeaders } from "./deploy-configs.mjs";

const PAGES = ["/", "/de", "/de/prices", "/prices"];
const DOWNLOADS = { "/prices.csv": "list.csv", "/de/prices.csv": "liste.csv" };

/** The header lines of the `_headers` block for `path`. */
function block(file: string, path: string): string[] {
  const found = file.split("\n\n").find((lines) => lines.split("\n")[0] === path);
  if (!found) throw new Error(`no block for ${path}`);
  return found.split("\n").slice(1);
}

describe("cdnHeaders", () => {
  const file = cdnHeaders(
    { "X-Content-Type-Options": "nosniff" },
    {
      pagePaths: PAGES,
      downloads: DOWNLOADS,
    },
  );

  it("sends the security headers everywhere and detaches the host's open CORS header", () => {
    expect(block(file, "/*")).toEqual([
      "  ! Access-Control-Allow-Origin",
      "  X-Content-Type-Options: nosniff",
    ]);
  });

  it("revalidates every page, German pages included, in place of the host's own caching", () => {
    for (const path of PAGES) {
      expect(block(file, path)).toEqual(["  ! Cache-Control", "  Cache-Control: no-cache"]);
    }
  });

  it("downloads each price list as UTF-8 CSV under its file name", () => {
    expect(block(file, "/de/prices.csv")).toEqual([
      "  ! Content-Type",
      "  Content-Type: text/csv; charset=utf-8",
      '  Content-Disposition: attachment; filename="liste.csv"',
    ]);
  });
});

describe("a page with headers of its own (the editor at /admin)", () => {
  const site = {
    "Content-Security-Policy": "default-src 'none'",
    "X-Content-Type-Options": "nosniff",
  };
  const own = { ...site, "Content-Security-Policy": "img-src blob:", "X-Robots-Tag": "noindex" };

  it("replaces the site's header in its _headers block, since Pages merges every block", () => {
    const file = cdnHeaders(site, {
      pagePaths: ["/", "/admin"],
      downloads: {},
      pageHeaders: { "/admin": own },
    });
    expect(block(file, "/admin")).toEqual([
      "  ! Cache-Control",
      "  Cache-Control: no-cache",
      "  ! Content-Security-Policy",
      "  Content-Security-Policy: img-src blob:",
      "  X-Robots-Tag: noindex",
    ]);
    expect(block(file, "/")).toEqual(["  ! Cache-Control", "  Cache-Control: no-cache"]);
  });

  it("gets an exact nginx location sending its file with all its headers", () => {
    const conf = nginxPageHeaders({ "/admin": own });
    expect(conf.split("\n")).toEqual([
      "location = /admin {",
      `    add_header Content-Security-Policy "img-src blob:" always;`,
      '    add_header X-Content-Type-Options "nosniff" always;',
      '    add_header X-Robots-Tag "noindex" always;',
      '    add_header Cache-Control "no-cache" always;',
      "    try_files /admin.html =404;",
      "}",
    ]);
  });
});

describe("nginxDownloads", () => {
  it("gives each price list an exact location with its type and file name", () => {
    const conf = nginxDownloads(DOWNLOADS, { "X-Content-Type-Options": "nosniff" });
    expect(conf).toContain('    add_header X-Content-Type-Options "nosniff" always;');
    expect(conf).toContain("location = /prices.csv {");
    expect(conf).toContain(
      `add_header Content-Disposition 'attachment; filename="liste.csv"' always;`,
    );
    expect(conf).toContain('default_type "text/csv; charset=utf-8";');
  });
});

describe("nginxLocales", () => {
  const conf = nginxLocales(["/xy", "/ab-cd"], { "X-Content-Type-Options": "nosniff" });

  it("gives each language's prefix its paths, its 404 pages and the security headers", () => {
    for (const prefix of ["/xy", "/ab-cd"]) {
      expect(conf).toContain(`location ^~ ${prefix}/ {`);
      expect(conf).toContain(`    error_page 404 ${prefix}/404.html;`);
      expect(conf).toContain(`location = ${prefix}/solutions/404.html {`);
      expect(conf).toContain(`    location ~ "^${prefix}/solutions/[^/.]+$" {`);
      expect(conf).toContain(`        error_page 404 ${prefix}/solutions/404.html;`);
    }
    expect(conf).not.toContain("/de");
    expect(conf.match(/add_header X-Content-Type-Options "nosniff" always;/g)).toHaveLength(12);
  });

  it("writes nothing for a site of one language", () => {
    expect(nginxLocales([], {})).toBe("");
  });
});
