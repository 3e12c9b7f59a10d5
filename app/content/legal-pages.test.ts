import { describe, expect, it } from "vitest";
import { checkContent, loadContentData, readContentFiles, type ContentData } from "./data.ts";
import { formatDate } from "./intl.ts";
import { localeSettings, locales } from "./locales.ts";
import { HOST_NOT_CHOSEN, WEBSITE_HOSTS, type DocumentPageText } from "./schema.ts";
import { localeContent } from "./site-content.ts";

// The legal pages as the suite's fixture content makes them. What the law asks of them is a field
// of the schema each (./schema.ts, `termsSchema`, `privacySchema`), held in every language by
// the loader, so no language's words are matched against patterns here.

const data = loadContentData();
const withHost = (host: ContentData["company"]["host"]): ContentData => ({
  ...data,
  company: { ...data.company, host },
});
const textOf = (page: DocumentPageText) =>
  [page.title, ...page.sections.flatMap(({ heading, paragraphs }) => [heading, ...paragraphs])]
    .join("\n")
    .replaceAll(/[\u00ad\u2060]/g, "")
    .replaceAll("\u00a0", " ");

describe("the legal pages' required items", () => {
  it("are fields every language must fill: one left out is named, file, page, section, item", () => {
    const files = structuredClone(readContentFiles().files);
    const legal = files["de/legal.yaml"] as { privacy: { objection: Record<string, unknown> } };
    delete legal.privacy.objection.right;
    expect(checkContent(files).problems).toEqual([
      "content/de/legal.yaml › privacy › objection › right: is missing",
    ]);
  });
});

describe.each(locales)("the legal pages in %s", (locale) => {
  const words = data.text[locale].legal.privacy.hosts;
  /** A host's own words up to its first placeholder: enough to find them on a page. */
  const opening = (host: keyof typeof words) => words[host].hosting.split("{")[0]?.slice(0, 60);

  it.each([...WEBSITE_HOSTS, HOST_NOT_CHOSEN] as const)(
    "show the words of the host chosen (%s) and of no other, every placeholder filled",
    (host) => {
      const text = textOf(localeContent(withHost(host), locale).legal.privacy);
      const chosen = host === HOST_NOT_CHOSEN ? "notChosen" : host;
      for (const other of Object.keys(words) as (keyof typeof words)[]) {
        if (other === chosen) expect(text).toContain(opening(other));
        else expect(text).not.toContain(opening(other));
      }
      expect(text).not.toMatch(/\{\w+\}/);
    },
  );

  it("say in the terms which languages they are in, by the languages' names", () => {
    const text = textOf(localeContent(data, locale).legal.terms);
    const names = new Intl.DisplayNames(localeSettings[locale].wordsLocale, { type: "language" });
    for (const each of locales) expect(text).toContain(names.of(each));
  });

  it("date the accessibility statement and name the standard it is held to", () => {
    const text = textOf(localeContent(data, locale).accessibility);
    expect(text).toContain(formatDate(data.company.accessibilityReviewed, locale));
    expect(text).toMatch(/WCAG\) 2\.2/);
  });
});
