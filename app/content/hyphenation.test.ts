import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadContentData } from "~/content/data";
import { readContent } from "~/content/read";
import { localeContent } from "~/content/site-content";
import { SOFT_HYPHEN } from "./break-marks.ts";
import { hyphenateLongWords as hyphenate } from "./hyphenation.ts";

const hyphenateLongWords = (text: string) => hyphenate(text, "de-1996");

const shown = (text: string) => text.replaceAll(SOFT_HYPHEN, "·");

describe("hyphenateLongWords", () => {
  it("marks a long word at its syllables and leaves short words, names and escapes alone", () => {
    expect(shown(hyphenateLongWords("Die Datenschutzerklärung gilt."))).toBe(
      "Die Da·ten·schutz·er·klä·rung gilt.",
    );
    expect(hyphenateLongWords("Die Lösung für SUBOPiere und PostgreSQL")).toBe(
      "Die Lösung für SUBOPiere und PostgreSQL",
    );
    expect(hyphenateLongWords("\\nGeschäftsprozessmanagement")).toBe(
      `\\nGe${SOFT_HYPHEN}schäfts${SOFT_HYPHEN}pro${SOFT_HYPHEN}zess${SOFT_HYPHEN}ma${SOFT_HYPHEN}nage${SOFT_HYPHEN}ment`,
    );
  });

  it("is stable: marking marked text changes nothing", () => {
    const once = hyphenateLongWords("Tochtergesellschaften in Belgrad");
    expect(hyphenateLongWords(once)).toBe(once);
  });
});

// Labels, names and the hero title whole: layout.spec.ts finds no soft hyphen in them.
describe("the German pages' words", () => {
  const german = readContent("de");

  it("have their long words marked at build, from the plain words of the data files", () => {
    const accounting = german.products.find((product) =>
      product.slug.endsWith("accounting-reporting-hr"),
    );
    expect(shown(accounting?.description ?? "")).toContain("Per·so·nal·ver·wal·tung");
    expect(shown(german.chrome.text.site.footerBlurb)).toContain("Un·ter·neh·mens·soft·ware");
  });

  it("keep an elision hyphen with its word: und -Middleware", () => {
    const data = loadContentData();
    const site = { ...data.text.de.site, footerBlurb: "Software auf Datenbank und -Middleware" };
    const text = { ...data.text, de: { ...data.text.de, site } };
    const blurb = localeContent({ ...data, text }, "de").chrome.text.site.footerBlurb;
    expect(blurb).toContain("und -\u2060Middleware");
  });
});

describe("the sources", () => {
  // Soft hyphens are the build's to add: a translator searching the sources for a word finds it.
  // The live content is the owners' (an editor may paste one, which does no harm): the fixture
  // under tests/ stands for the words as written.
  it("hold no soft hyphen, as a character or as an HTML entity", () => {
    const files = execFileSync("git", ["ls-files", "-z", "app", "scripts", "server", "tests"], {
      encoding: "utf8",
    })
      .split("\0")
      .filter((file) => /\.(ya?ml|json|md|tsx?|mjs|astro|css|html)$/.test(file));
    expect(files.length).toBeGreaterThan(50);
    const marked = files.filter((file) => {
      const source = readFileSync(file, "utf8");
      return source.includes(SOFT_HYPHEN) || source.includes(`&${"shy"};`);
    });
    expect(marked).toEqual([]);
  });
});
