import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "~/content/de/site";
import { chrome } from "~/content/de/chrome";
import { hyphenateSource, WHOLE_FILES } from "../hyphenate-german.mjs";
import { hyphenateLongWords, SOFT_HYPHEN } from "./german-hyphenation.mjs";

// Vitest runs in jsdom, where import.meta.url is not a file: URL; it runs from the repository.
const dir = join(process.cwd(), "app/content/de");
const germanModules = readdirSync(dir).filter((name) => name.endsWith(".ts"));
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

describe("the German content", () => {
  // A long word added without its soft hyphens breaks mid-syllable, with no hyphen, in browsers
  // without a German dictionary: run `node scripts/hyphenate-german.mjs` to mark it.
  for (const name of germanModules.filter((file) => !WHOLE_FILES.has(file))) {
    it(`${name} has every long word marked, as scripts/hyphenate-german.mjs marks it`, () => {
      const source = readFileSync(join(dir, name), "utf8");
      expect(hyphenateSource(source, name)).toBe(source);
    });
  }

  it("keeps link labels and the typed hero title whole", () => {
    for (const name of WHOLE_FILES) {
      expect(readFileSync(join(dir, name), "utf8")).not.toContain(SOFT_HYPHEN);
    }
    expect(site.hero.title).not.toContain(SOFT_HYPHEN);
    expect(JSON.stringify(chrome.legalLinks)).not.toContain(SOFT_HYPHEN);
  });
});
