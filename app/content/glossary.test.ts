import { describe, expect, it } from "vitest";
import { problem, readContentFiles, strings } from "./data.ts";

// content/de/GLOSSARY.md: one German term per idea. Every string of every German data file (the
// pages' words and each thing's) is read, so a rejected variant shows here with its file, field and word, wherever an editor wrote
// it.

/** A rejected variant, and the word the glossary says instead. */
interface Rule {
  pattern: RegExp;
  say: string;
}

// Letters on either side: "BOP-Dienste" is caught, "Verzeichnisdienste" (directory services, the
// established IT term) is not.
const RULES: readonly Rule[] = [
  { pattern: /(?<!\p{L})Diensten?(?!\p{L})/gu, say: "Services" },
  { pattern: /\p{L}*(?:Plattform|Geschäfts)diensten?(?!\p{L})/gu, say: "Services" },
  { pattern: /(?<!\p{L})[Ff]akturier\p{L}*/gu, say: "Abrechnung" },
  { pattern: /(?<!\p{L})\p{L}*[Ii]mplementierung\p{L}*/gu, say: "Einführung" },
  { pattern: /(?<!\p{L})Support(?!\p{L})/gu, say: "Betreuung" },
  // A noun or compound with "Angebot" ("Angebote", "OpenSky-Angebot"), not the verb "angeboten".
  {
    pattern: /(?<![\p{L}-])(?:\p{Lu}[\p{L}-]*?[Aa]|A)ngebot\p{L}*/gu,
    say: "Position (a price-list item) or Produktlinie; „Angebot“ is only the quote",
  },
];

/**
 * Where a rejected word means what the glossary keeps it for: the file, the field (or the start
 * of its path) and the very phrase. Only "Angebot" as the quote a buyer asks for, or the legal
 * notice that the site makes no offer to contract.
 */
const ALLOWED: readonly [string, string, string][] = [
  ["de/prices.yaml", "page.basis", "Ihr individuelles Angebot"],
  ["de/prices.yaml", "explorer.estimate.requestQuote", "Angebot anfordern"],
  ["de/prices.yaml", "explorer.estimate.quoteSubject", "Anfrage für ein Angebot"],
  ["de/prices.yaml", "explorer.estimate.quoteIntro", "ein Angebot für"],
  ["de/prices.yaml", "explorer.unavailable.mailLink", "Angebot per E-Mail anfordern"],
  ["de/legal.yaml", "terms.", "kein Angebot zum Abschluss eines Vertrags"],
  ["de/legal.yaml", "privacy.", "ein Angebot anfordern"],
  ["de/legal.yaml", "privacy.", "etwa einem Angebot"],
  ["de/legal.yaml", "privacy.", "ein Angebot oder einen Vertrag anfragen"],
];

const allowedAt = (name: string, path: string) =>
  ALLOWED.filter(
    ([file, place]) =>
      file === name && (place.endsWith(".") ? path.startsWith(place) : path === place),
  ).map(([, , phrase]) => phrase);

/** Every rejected variant in a file: "content/de/home.yaml › …: uses „Dienste“ …". */
function glossaryProblems(file: string, data: unknown): string[] {
  return [...strings(data)].flatMap(([value, path]) => {
    const text = allowedAt(file, path.join(".")).reduce(
      (rest, phrase) => rest.replaceAll(phrase, " ".repeat(phrase.length)),
      value,
    );
    return RULES.flatMap(({ pattern, say }) =>
      [...text.matchAll(pattern)].map(([word]) =>
        problem(file, data, path, `uses „${word}“; the glossary says ${say}`),
      ),
    );
  });
}

describe("German glossary", () => {
  const german = Object.entries(readContentFiles().files).filter(([file]) =>
    file.startsWith("de/"),
  );

  it.each(german)("holds in content/%s", (file, data) => {
    expect(glossaryProblems(file, data)).toEqual([]);
  });

  it("catches each rejected variant and lets the kept terms pass", () => {
    const words = {
      caught:
        "BOP-Dienste, Plattformdiensten, Geschäftsdienste, Fakturierung, Implementierung, " +
        "Support, Angebote, das OpenSky-Angebot",
      kept: "Verzeichnisdienste, BOP-Services, Abrechnung, Einführung, Betreuung, Position, angeboten",
    };
    const found = glossaryProblems("de/home.yaml", words).map((each) => each.match(/„(.*?)“/)?.[1]);
    expect(found).toEqual([
      "Dienste",
      "Plattformdiensten",
      "Geschäftsdienste",
      "Fakturierung",
      "Implementierung",
      "Support",
      "Angebote",
      "OpenSky-Angebot",
    ]);
  });

  it("lets „Angebot“ stand only in the quote's own words", () => {
    const quote = { explorer: { estimate: { requestQuote: "Angebot anfordern" } } };
    const elsewhere = { explorer: { estimate: { offerings: { one: "{count} Angebot" } } } };
    expect(glossaryProblems("de/prices.yaml", quote)).toEqual([]);
    expect(glossaryProblems("de/prices.yaml", elsewhere)).toEqual([
      "content/de/prices.yaml › explorer › estimate › offerings › one: uses „Angebot“; the glossary says " +
        "Position (a price-list item) or Produktlinie; „Angebot“ is only the quote",
    ]);
  });
});
