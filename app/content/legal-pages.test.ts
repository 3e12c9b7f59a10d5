import { describe, expect, it } from "vitest";
import { loadContentData, type ContentData } from "./data.ts";
import type { Locale } from "./locales.ts";
import { HOST_NOT_CHOSEN, WEBSITE_HOSTS, type DocumentPageText } from "./schema.ts";
import { localeContent } from "./site-content.ts";

// What Austrian law asks of the legal pages (CONTENT.md, "Legal pages"), as a reader finds it in
// each language. The items are written out here by hand, apart from the content they check.

const REQUIRED: Record<Locale, Record<"imprint" | "privacy" | "terms", RegExp[]>> = {
  en: {
    imprint: [
      /§ 5 of the Austrian E-Commerce Act \(ECG\)/,
      /§ 14 of the Commercial Code \(UGB\)/,
      /§ 25 of the Media Act \(MedienG\)/,
      /^Managing director: \S/m,
      /^Company register number: \S/m,
      /^Register court: \S/m,
      /^VAT ID: \S/m,
      /^Trade licence: \S/m,
      /^Licence granted in: Austria$/m,
      /^Trade authority: \S/m,
      /^Chamber membership: Wirtschaftskammer Wien .*, \S/m,
      /^Trade regulations: Gewerbeordnung 1994 .*\(RIS\) → https:\/\/www\.ris\.bka\.gv\.at\//m,
      /^Media owner and publisher: \S/m,
      /^Editorial line: \S/m,
    ],
    privacy: [
      /controller .* is /,
      /IP address/,
      /Art\. 6\(1\)\(f\) GDPR; our legitimate interest/,
      /Art\. 6\(1\)\(b\) GDPR/,
      /Request a quote/,
      /seven years/,
      /Art\. 15 GDPR/,
      /restrict their processing \(Art\. 18\)/,
      /portable format \(Art\. 20\)/,
      /right to object at any time.*\(Art\. 21 GDPR\)/,
      /Austrian Data Protection Authority.*Barichgasse 40–42, 1030 Wien/,
      /no consent under § 165 \(3\) of the Austrian Telecommunications Act 2021/,
    ],
    terms: [
      /governed by Austrian law/,
      /exclusive place of jurisdiction is the court .* in Vienna/,
      /for businesses .* not for consumers/,
      /net list prices in euros, excluding VAT/,
      /liable .* only in cases of intent or gross negligence/,
      /registered trademarks of Oracle/,
    ],
  },
  de: {
    imprint: [
      /§ 5 E-Commerce-Gesetz \(ECG\)/,
      /§ 14 Unternehmensgesetzbuch \(UGB\)/,
      /§ 25 Mediengesetz \(MedienG\)/,
      /^Geschäftsführung: \S/m,
      /^Firmenbuchnummer: \S/m,
      /^Firmenbuchgericht: \S/m,
      /^UID-Nummer: \S/m,
      /^Gewerbeberechtigung: \S/m,
      /^Verleihungsstaat: Österreich$/m,
      /^Gewerbebehörde: \S/m,
      /^Kammerzugehörigkeit: Wirtschaftskammer Wien, \S/m,
      /^Gewerberechtliche Vorschriften: Gewerbeordnung 1994 .*\(RIS\) → https:\/\/www\.ris\.bka\.gv\.at\//m,
      /^Medieninhaber und Herausgeber: \S/m,
      /^Grundlegende Richtung \(Blattlinie\): \S/m,
    ],
    privacy: [
      /Verantwortlicher .* ist /,
      /IP-Adresse/,
      /Art\. 6 Abs\. 1 lit\. f DSGVO; unser berechtigtes Interesse/,
      /Art\. 6 Abs\. 1 lit\. b DSGVO/,
      /Angebot anfordern/,
      /sieben Jahre/,
      /Art\. 15 DSGVO/,
      /Einschränkung der Verarbeitung \(Art\. 18\)/,
      /Datenübertragbarkeit \(Art\. 20\)/,
      /jederzeit Widerspruch .*\(Art\. 21 DSGVO\)/,
      /Österreichischen Datenschutzbehörde, Barichgasse 40–42, 1030 Wien/,
      /§ 165 Abs\. 3 Telekommunikationsgesetz 2021 .* keine Einwilligung/,
    ],
    terms: [
      /gilt österreichisches Recht/,
      /Gerichtsstand ist das sachlich zuständige Gericht in Wien/,
      /richten sich an Unternehmer .* nicht an Verbraucher/,
      /Netto-Listenpreise in Euro zzgl\. USt\./,
      /haften wir nur bei Vorsatz und grober Fahrlässigkeit/,
      /eingetragene Marken von Oracle/,
    ],
  },
};

/** What each host's privacy words must say of the access logs and where they go. */
const HOST_ITEMS: Record<Locale, Record<(typeof WEBSITE_HOSTS)[number], RegExp[]>> = {
  en: {
    "cloudflare-pages": [
      /Cloudflare, Inc\., .* USA, as our processor under Art\. 28 GDPR/,
      /EU–U\.S\. Data Privacy Framework.* \(Art\. 45 GDPR\)/,
      /standard contractual clauses \(Art\. 46\(2\)\(c\) GDPR\)/,
      /only as long as it needs them/,
    ],
    "own-server": [
      /server in the European Union/,
      /access logs for \d+ days/,
      /no country outside/,
    ],
  },
  de: {
    "cloudflare-pages": [
      /Cloudflare, Inc\., .* USA, .* Auftragsverarbeiter nach Art\. 28 DSGVO/,
      /EU-U\.S\. Data Privacy Framework .* \(Art\. 45 DSGVO\)/,
      /Standardvertragsklauseln .* \(Art\. 46 Abs\. 2 lit\. c DSGVO\)/,
      /nur so lange auf, wie es dafür nötig ist/,
    ],
    "own-server": [/Webserver in der Europäischen Union/, /\d+ Tage lang/, /kein Land außerhalb/],
  },
};

const data = loadContentData();
const withHost = (host: ContentData["company"]["host"]): ContentData => ({
  ...data,
  company: { ...data.company, host },
});

/** What a reader reads: soft hyphens and word joiners are not seen, a no-break space is a space. */
const readable = (text: string) => text.replace(/[\u00ad\u2060]/g, "").replaceAll("\u00a0", " ");
const read = (page: DocumentPageText) =>
  readable(
    [
      page.title,
      ...page.sections.flatMap(({ heading, paragraphs }) => [heading, ...paragraphs]),
    ].join("\n"),
  );

describe.each(["en", "de"] as const)("the legal pages in %s", (locale) => {
  const { imprint, legal, accessibility } = localeContent(data, locale);

  it("have the imprint's items of § 5 ECG, § 14 UGB and § 25 MedienG, each with a value", () => {
    const entries = imprint.entries.map(
      ({ label, value, href }) => [label, value].join(": ") + (href ? ` → ${href}` : ""),
    );
    const text = readable([imprint.intro, ...entries].join("\n"));
    for (const item of REQUIRED[locale].imprint) expect(text).toMatch(item);
  });

  it("have the privacy page's items of GDPR Art. 13 and § 165 (3) TKG 2021", () => {
    const text = read(legal.privacy);
    for (const item of REQUIRED[locale].privacy) expect(text).toMatch(item);
  });

  it.each(WEBSITE_HOSTS)("name the host %s, with what it means for the logs", (host) => {
    const text = read(localeContent(withHost(host), locale).legal.privacy);
    for (const item of HOST_ITEMS[locale][host]) expect(text).toMatch(item);
    const others = WEBSITE_HOSTS.filter((other) => other !== host);
    for (const item of others.flatMap((other) => HOST_ITEMS[locale][other])) {
      expect(text).not.toMatch(item);
    }
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it("say, until the host is chosen, that it is not yet named", () => {
    expect(data.company.host).toBe(HOST_NOT_CHOSEN);
    const text = read(legal.privacy);
    for (const item of Object.values(HOST_ITEMS[locale]).flat()) expect(text).not.toMatch(item);
  });

  it("have terms with Austrian law, Vienna's courts, a business-only scope and liability", () => {
    const text = read(legal.terms);
    for (const item of REQUIRED[locale].terms) expect(text).toMatch(item);
  });

  it("date the accessibility statement and give its conformance status", () => {
    const text = read(accessibility);
    const [year, , day] = data.company.accessibilityReviewed.split("-").map(Number);
    const reviewed = {
      en: `last reviewed on ${day} \\p{L}+ ${year}\\.`,
      de: `zuletzt am ${day}\\. \\p{L}+ ${year} überprüft`,
    };
    expect(text).toMatch(new RegExp(reviewed[locale], "u"));
    expect(text).toMatch(/WCAG\) 2\.2/);
    expect(text).toMatch(locale === "en" ? /^Fully conformant:/m : /^Vollständig konform:/m);
  });
});
