import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { z } from "astro/zod";
import { describe, expect, it } from "vitest";
import { withoutBreakMarks } from "./break-marks.ts";
import { CONTENT_DIR, entryKinds, problem, readContentFiles, shownPath } from "./data.ts";
import { locales, localeSettings, type Locale } from "./locales.ts";
import { withoutMarks } from "./marks.ts";
import { languageFree } from "./schema.ts";

// Every word of every language's data files, through Debian's hunspell with the dictionary of the
// language's `wordsLocale` (de-AT reads de_AT). The words hunspell does not know but the language
// accepts (names, abbreviations, IT terms) are data, `content/<language>/spelling.txt`, which the
// test reads from its own fixture. One hunspell per language, every word in one go: loading a
// dictionary takes a tenth to a third of a second, so a word at a time would take minutes.

/** Keys whose values are not words, as for the pseudo-locale (scripts/pseudo-locale.ts). */
const NOT_WORDS = new Set(["id", "page", "fileName", "src"]);

/** What a string holds that is no word of its language, taken out before its words are read. */
const NOT_LANGUAGE = [
  /\{[^{}]*\}/g, // placeholders, filled in by the page
  /<\/?[a-z]+>/g, // marks; the words they mark stay
  /\[[^\]]*\]/g, // the stand-ins for company facts, often written in another language
  /\S+@\S+/g, // email addresses
  /(?:https?:\/\/|www\.)\S+/g,
  /(?<!\S)\/\S+/g, // a site's path: /images/bop-hero.svg
  /[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*\.[a-z]{2,}\b/gu, // a host or file name: dsb.gv.at
];

/**
 * A word: letters joined by hyphens, apostrophes or dots ("E-Mail-Anbieter", "company’s", "o.o."),
 * with the hyphen of a word cut short ("Anwendungs- und", "und -bewegungen") and a closing dot,
 * which hunspell reads as an abbreviation's ("bzw.") or drops.
 */
const WORD =
  /(?:(?<!\S)-)?\p{L}(?:[\p{L}\p{M}\p{N}]|['’.-](?=[\p{L}\p{N}]))*(?:-(?![\p{L}\p{N}])|\.)?/gu;

/**
 * A word without a hyphen cut short, a closing dot or a possessive "’s", which is right when this
 * is: hunspell takes "Anwendungs-" but not "Management-" (it marks only some words as a compound's
 * first part), a listed "Tesseris" takes no "’s", and `{brand}-Plattform` leaves "-Plattform".
 */
const bare = (word: string) => word.replace(/^-|-$|\.$|['’]s$/g, "");

/** hunspell's name of the language's dictionary: en-GB is en_GB. */
const dictionaryOf = (locale: Locale) => localeSettings[locale].wordsLocale.replace("-", "_");

/** Where the language's accepted words are, as an editor finds them. */
const listOf = (locale: Locale) => `${locale}/spelling.txt`;

/** The accepted words of a list: one a line, `#` to the line's end a comment. */
const acceptedIn = (text: string) =>
  text
    .split("\n")
    .map((line) => line.replace(/#.*/, "").trim())
    .filter(Boolean);

/**
 * Debian's package of a dictionary: the language and region's (hunspell-de-at for de_AT), or the
 * language's where one serves all its regions (hunspell-pl for pl_PL).
 */
function debianPackage(dictionary: string): string {
  const [language, region] = dictionary.toLowerCase().split("_");
  const names = [`hunspell-${language}-${region}`, `hunspell-${language}`];
  const known = (name: string) =>
    spawnSync("apt-cache", ["show", name], { stdio: "ignore" }).status === 0;
  return names.find(known) ?? names.join(" or ");
}

/** The words of `words` hunspell does not know, given the accepted ones too. */
function unknownWords(dictionary: string, words: string[], accepted: string[]): Set<string> {
  // The accepted words as a personal dictionary, not a filter: hunspell then reads
  // "BOP-Services" and "Oracle-Middleware" as compounds of words it knows.
  const dir = mkdtempSync(join(tmpdir(), "spelling-"));
  try {
    const personal = join(dir, "accepted.dic");
    writeFileSync(personal, accepted.join("\n"));
    const { error, status, stdout, stderr } = spawnSync(
      "hunspell",
      // -i: the words' encoding, else taken from the locale (none under LANG=C). -L prints each
      // line with a word it does not know as it is, where -l would print the part it reads as a
      // word: "Xyz" of "Xyz-based" in English, "Xyz" of "Xyz’s" in German.
      ["-i", "UTF-8", "-d", dictionary, "-p", personal, "-L"],
      { input: words.join("\n"), encoding: "utf8" },
    );
    if (error) {
      throw new Error(`hunspell did not run (${error.message}): install Debian's hunspell`);
    }
    if (status !== 0) {
      throw new Error(
        `hunspell has no dictionary ${dictionary} (${stderr.trim()}): install Debian's ` +
          `${debianPackage(dictionary)}, as npm test's setup does`,
      );
    }
    return new Set(stdout.split("\n"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A data file's strings with their paths, but for the keys above and, in an entry's file, the
 * fields that are the same in every language (names, ids).
 */
function* wordStrings(
  value: unknown,
  schema?: z.ZodType,
  path: (string | number)[] = [],
): Generator<[string, (string | number)[]]> {
  const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  if (inner && languageFree.has(inner)) return;
  if (typeof value === "string") {
    if (!NOT_WORDS.has(String(path.at(-1)))) yield [value, path];
  } else if (Array.isArray(value)) {
    const item = inner instanceof z.ZodArray ? (inner.element as z.ZodType) : undefined;
    for (const [index, each] of value.entries()) yield* wordStrings(each, item, [...path, index]);
  } else if (value && typeof value === "object") {
    const shape = inner instanceof z.ZodObject ? (inner.shape as Record<string, z.ZodType>) : {};
    for (const [key, each] of Object.entries(value)) {
      yield* wordStrings(each, shape[key], [...path, key]);
    }
  }
}

/** The words of a string, without what is no word of its language. */
const wordsOf = (text: string) =>
  NOT_LANGUAGE.reduce(
    (rest, pattern) => rest.replace(pattern, " "),
    withoutBreakMarks(withoutMarks(text)),
  ).match(WORD) ?? [];

/**
 * Every word of a language's files that neither hunspell nor the language's list knows, where it
 * is: "content/de/prices.yaml › explorer › usersHint: "Benutzrzahl" is not a de_AT word …".
 */
function spellingProblems(locale: Locale, files: [string, unknown][], accepted: string[]) {
  const dictionary = dictionaryOf(locale);
  const found = files.flatMap(([file, data]) => {
    const kind = Object.values(entryKinds).find(({ folder }) =>
      file.startsWith(`${locale}/${folder}/`),
    );
    return [...wordStrings(data, kind?.schema)].flatMap(([value, path]) =>
      [...new Set(wordsOf(value))].map((word) => ({ file, data, path, word })),
    );
  });
  const words = new Set(found.flatMap(({ word }) => [word, bare(word)]));
  const unknown = unknownWords(dictionary, [...words], accepted);
  // The list also holds as it is: hunspell keeps its own entry of a word over the list's, and de_AT
  // has "Operations" only as a compound's part ("Operationssaal").
  const listed = new Set(accepted.map(bare));
  const fix = `fix it, or add it to ${shownPath(listOf(locale))} if it is right`;
  return found
    .filter(({ word }) => unknown.has(word) && unknown.has(bare(word)) && !listed.has(bare(word)))
    .map(({ file, data, path, word }) => {
      const shown = word.replace(/\.$/, "");
      return problem(file, data, path, `"${shown}" is not a ${dictionary} word (hunspell); ${fix}`);
    });
}

describe("spelling", () => {
  const { files } = readContentFiles();

  it.each(locales)("holds in every %s data file", (locale) => {
    const list = join(CONTENT_DIR, listOf(locale));
    const accepted = existsSync(list) ? acceptedIn(readFileSync(list, "utf8")) : [];
    const own = Object.entries(files).filter(([file]) => file.startsWith(`${locale}/`));
    expect(spellingProblems(locale, own, accepted)).toEqual([]);
  });

  it("names each unknown word with its place, and reads only words", () => {
    const text = {
      explorer: {
        usersHint:
          "Die Benutzrzahl von {brand} in der <link>Preisliste</link> [Handelsgericht Wien], " +
          "siehe https://example.com/seite oder office@tesseris.example; Anwendungs-, " +
          "Entwicklungs- und Datenbank\u00adschicht, {brand}-Plattform, BOP-Services und " +
          "-Integrationen, z. B. BOP-Servces.",
        page: "solutions",
      },
    };
    const accepted = acceptedIn("# Names\nBOP\nIntegrationen # plural of Integration\n");
    expect(spellingProblems("de", [["de/prices.yaml", text]], accepted)).toEqual(
      ["Benutzrzahl", "BOP-Servces"].map(
        (word) =>
          `content/de/prices.yaml › explorer › usersHint: "${word}" is not a de_AT word ` +
          "(hunspell); fix it, or add it to content/de/spelling.txt if it is right",
      ),
    );
  });
});
