import { describe, expect, it } from "vitest";
import { readContentFiles } from "./data.ts";
import { locales } from "./locales.ts";
import { findPlaceholders, isProductionBuild, placeholderLines } from "./release-check.ts";

// The placeholders a production build refuses: each kind found where it is, by file and field.

describe("placeholders in the data files", () => {
  it("lists each kind in the fixture content, by file and field", () => {
    const lines = placeholderLines(readContentFiles().files);
    // Every language's stand-ins sit in the same fields, in its own words.
    const inWords = locales.flatMap((locale) =>
      [
        "site.yaml › imprint › registerCourt",
        "site.yaml › imprint › businessPurpose",
        "legal.yaml › privacy › mail › recipients",
        "legal.yaml › privacy › mail › retention",
        "legal.yaml › privacy › hosts › cloudflare-pages › hosting",
      ].map((field) => `content/${locale}/${field}: `),
    );
    expect(
      lines.slice(-inWords.length).map((line) => line.slice(0, line.indexOf(": ") + 2)),
    ).toEqual(inWords);
    expect(
      lines.slice(-inWords.length).every((line) => line.endsWith("is a stand-in in brackets")),
    ).toBe(true);
    expect(lines.slice(0, -inWords.length)).toEqual([
      'content/company.yaml › siteUrl: "https://www.tesseris.example" is an address at the reserved .example domain',
      'content/company.yaml › email: "office@tesseris.example" is an address at the reserved .example domain',
      'content/company.yaml › phone: "+43 1 234 5678" is the sample phone number',
      'content/company.yaml › street: "Musterstraße 1" is the sample street',
      'content/company.yaml › postalCode: "[1010]" is a stand-in in brackets',
      'content/company.yaml › partnerStatus: "[Oracle partner status]" is a stand-in in brackets',
      'content/company.yaml › registerNumber: "[FN 000000x]" is a stand-in in brackets',
      'content/company.yaml › vatId: "[ATU00000000]" is a stand-in in brackets',
      'content/company.yaml › managingDirector: "[Name of the managing director]" is a stand-in in brackets',
      'content/company.yaml › tradeLicence: "[Trade as licensed]" is a stand-in in brackets',
      'content/company.yaml › chamberGroup: "[Fachgruppe]" is a stand-in in brackets',
      'content/company.yaml › tradeAuthority: "[Magistratisches Bezirksamt]" is a stand-in in brackets',
      'content/company.yaml › host: "[not chosen yet]" is a stand-in in brackets',
    ]);
  });

  it("finds them inside lists and inside sentences, and nothing in real values", () => {
    const files = {
      "company.yaml": {
        siteUrl: "https://www.tesseris.at",
        email: "office@tesseris.at",
        subsidiaries: [{ id: "belgrade", company: "[Tesseris d.o.o.]" }],
        note: "See https://docs.example.com",
      },
      "en/legal.yaml": {
        terms: ["Write to privacy@mail.example.", "A member of [Fachgruppe], Vienna."],
      },
      "de/site.yaml": { imprint: { chamber: "Wirtschaftskammer Wien (Mitglied)" } },
    };
    expect(placeholderLines(files)).toEqual([
      'content/company.yaml › subsidiary "belgrade" › company: "[Tesseris d.o.o.]" is a stand-in in brackets',
      'content/company.yaml › note: "See https://docs.example.com" is an address at the reserved .example domain',
      'content/en/legal.yaml › term 1: "Write to privacy@mail.example." is an address at the reserved .example domain',
      'content/en/legal.yaml › term 2: "A member of [Fachgruppe], Vienna." is a stand-in in brackets',
    ]);
    expect(
      findPlaceholders({ "company.yaml": { street: "Kärntner Straße 1", vatId: "ATU12345678" } }),
    ).toEqual([]);
  });
});

describe("which build is production", () => {
  it("is npm run build:production, or Cloudflare Pages building the published branch", () => {
    expect(isProductionBuild({ SITE_BUILD: "production" }, undefined)).toBe(true);
    expect(isProductionBuild({ CF_PAGES: "1", CF_PAGES_BRANCH: "main" }, "main")).toBe(true);
    expect(isProductionBuild({ CF_PAGES: "1", CF_PAGES_BRANCH: "preview" }, "main")).toBe(false);
    expect(isProductionBuild({ CF_PAGES: "1", CF_PAGES_BRANCH: "main" }, undefined)).toBe(false);
    expect(isProductionBuild({}, "main")).toBe(false);
  });
});
