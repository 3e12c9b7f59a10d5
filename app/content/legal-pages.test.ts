import { describe, expect, it } from "vitest";
import { loadContentData, type ContentData } from "./data.ts";
import { documentText, HOST_ITEMS, legalItemProblems, legalPagesOf } from "./legal-requirements.ts";
import { HOST_NOT_CHOSEN, WEBSITE_HOSTS } from "./schema.ts";
import { localeContent } from "./site-content.ts";

// The legal pages as the suite's fixture content makes them: the items Austrian law asks are
// found where a production build looks for them, and a page without one is named.

const data = loadContentData();
const withHost = (host: ContentData["company"]["host"]): ContentData => ({
  ...data,
  company: { ...data.company, host },
});
const LANGUAGES = ["en", "de"] as const;

describe("the legal pages' required items", () => {
  it("are all said, in every language, with each host", () => {
    expect(legalItemProblems(data, LANGUAGES)).toEqual([]);
    for (const host of WEBSITE_HOSTS) {
      expect(legalItemProblems(withHost(host), LANGUAGES), host).toEqual([]);
    }
  });

  it("name the page that no longer says one, by its file", () => {
    const { privacy } = data.text.de.legal;
    const sections = privacy.sections.map((section) => ({
      ...section,
      paragraphs: section.paragraphs.map((text) => text.replace("(Art. 21 DSGVO)", "")),
    }));
    const legal = { ...data.text.de.legal, privacy: { ...privacy, sections } };
    const text = { ...data.text, de: { ...data.text.de, legal } };
    expect(legalItemProblems({ ...data, text }, LANGUAGES)).toEqual([
      "content/de/legal.yaml › privacy: no longer says what the law asks: jederzeit Widerspruch .*\\(Art\\. 21 DSGVO\\)",
    ]);
  });

  it("are asked of a language that has no list of them", () => {
    expect(legalItemProblems(data, ["xx" as "en"])).toEqual([
      "content/xx/legal.yaml: has no list of the items Austrian law asks of the legal pages (app/content/legal-requirements.ts)",
    ]);
  });
});

describe.each(LANGUAGES)("the legal pages in %s", (locale) => {
  it.each(WEBSITE_HOSTS)("name the host %s and no other", (host) => {
    const text = legalPagesOf(withHost(host), locale).privacy.text;
    const others = WEBSITE_HOSTS.filter((other) => other !== host);
    for (const item of others.flatMap((other) => HOST_ITEMS[locale]?.[other] ?? [])) {
      expect(text).not.toMatch(item);
    }
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it("say, until the host is chosen, that it is not yet named", () => {
    expect(data.company.host).toBe(HOST_NOT_CHOSEN);
    const text = legalPagesOf(data, locale).privacy.text;
    for (const item of Object.values(HOST_ITEMS[locale] ?? {}).flat()) {
      expect(text).not.toMatch(item);
    }
  });

  it("date the accessibility statement and name the standard it is held to", () => {
    const text = documentText(localeContent(data, locale).accessibility);
    const [year, , day] = data.company.accessibilityReviewed.split("-").map(Number);
    const reviewed = {
      en: `last reviewed on ${day} \\p{L}+ ${year}\\.`,
      de: `zuletzt am ${day}\\. \\p{L}+ ${year} überprüft`,
    };
    expect(text).toMatch(new RegExp(reviewed[locale], "u"));
    expect(text).toMatch(/WCAG\) 2\.2/);
  });
});
