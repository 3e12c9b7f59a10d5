import { describe, expect, it } from "vitest";
import { readContentFiles } from "./data.ts";
import { findPlaceholders, isProductionBuild, placeholderLines } from "./release-check.ts";

// The placeholders a production build refuses: each kind found where it is, by file and field.

describe("placeholders in the data files", () => {
  it("lists each kind in the fixture content, by file and field", () => {
    expect(placeholderLines(readContentFiles().files)).toEqual([
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
      'content/en/site.yaml › imprint › registerCourt: "[Commercial Court Vienna]" is a stand-in in brackets',
      'content/en/site.yaml › imprint › businessPurpose: "[Business purpose, as in the articles of association]" is a stand-in in brackets',
      'content/en/legal.yaml › privacy › mail › recipients: "Your messages reach us through our email provider, [name and seat of the email provider], which processes them for us under Art. 28 GDPR. Where a request concerns our subsidiaries in {subsidiaryCities}, we forward it to them to answer it. [How requests forwarded to Serbia are safeguarded: Serbia has no adequacy decision; name the safeguard under Art. 46 GDPR.]" is a stand-in in brackets',
      'content/en/legal.yaml › privacy › mail › retention: "We keep the correspondence as long as your request needs. Where it leads to a contract, we keep it for the seven years for which Austrian law requires business letters to be kept (§ 212 UGB, § 132 BAO); where it does not, we delete it [period after our last message]." is a stand-in in brackets',
      'content/en/legal.yaml › privacy › hosts › cloudflare-pages › hosting: "This website is served through Cloudflare Pages by Cloudflare, Inc., 101 Townsend St., San Francisco, CA 94107, USA, as our processor under Art. 28 GDPR. Cloudflare delivers the pages from data centres around the world, usually from one near you, and processes the log data above for us only to deliver the website and protect it from attacks. It keeps them for [the period Cloudflare\'s terms set for log data] and then deletes them." is a stand-in in brackets',
      'content/de/site.yaml › imprint › registerCourt: "[Handelsgericht Wien]" is a stand-in in brackets',
      'content/de/site.yaml › imprint › businessPurpose: "[Unternehmensgegenstand laut Gesellschaftsvertrag]" is a stand-in in brackets',
      'content/de/legal.yaml › privacy › mail › recipients: "Ihre Nachrichten erreichen uns über unseren E-Mail-Anbieter, [Name und Sitz des E-Mail-Anbieters], der sie für uns als Auftragsverarbeiter nach Art. 28 DSGVO verarbeitet. Betrifft eine Anfrage unsere Tochtergesellschaften in {subsidiaryCities}, leiten wir sie an diese weiter, damit sie sie beantworten. [Wie an Serbien weitergeleitete Anfragen geschützt sind: Für Serbien gibt es keinen Angemessenheitsbeschluss; die Garantie nach Art. 46 DSGVO nennen.]" is a stand-in in brackets',
      'content/de/legal.yaml › privacy › mail › retention: "Wir bewahren die Korrespondenz so lange auf, wie Ihre Anfrage es erfordert. Führt sie zu einem Vertrag, bewahren wir sie sieben Jahre lang auf, wie es das österreichische Recht für Geschäftsbriefe vorschreibt (§ 212 UGB, § 132 BAO); sonst löschen wir sie [Frist nach unserer letzten Nachricht]." is a stand-in in brackets',
      'content/de/legal.yaml › privacy › hosts › cloudflare-pages › hosting: "Diese Website wird über Cloudflare Pages von der Cloudflare, Inc., 101 Townsend St., San Francisco, CA 94107, USA, ausgeliefert, die für uns als Auftragsverarbeiter nach Art. 28 DSGVO tätig ist. Cloudflare liefert die Seiten aus Rechenzentren in aller Welt aus, meist aus einem in Ihrer Nähe, und verarbeitet die oben genannten Protokolldaten für uns nur, um die Website auszuliefern und vor Angriffen zu schützen. Cloudflare bewahrt sie [die Frist, die die Bedingungen von Cloudflare für Protokolldaten setzen] lang auf und löscht sie danach." is a stand-in in brackets',
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
