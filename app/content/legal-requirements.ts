import { withoutBreakMarks } from "./break-marks.ts";
import { problem, textFile, type ContentData } from "./data.ts";
import { locales, type Locale } from "./locales.ts";
import { HOST_NOT_CHOSEN, WEBSITE_HOSTS, type DocumentPageText } from "./schema.ts";
import { localeContent } from "./site-content.ts";

// What Austrian law asks of the legal pages (CONTENT.md, "Legal pages"), as a reader finds it in
// each language: a production build (integrations/release-check.ts) refuses content whose pages
// no longer say one of these, whoever edited the words. Written out by hand, apart from the
// content they check.

type LegalPage = "imprint" | "privacy" | "terms";
type WebsiteHost = (typeof WEBSITE_HOSTS)[number];

export const LEGAL_ITEMS: Partial<Record<Locale, Record<LegalPage, RegExp[]>>> = {
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
      /not obliged by law or by contract to give us these data/,
      /email provider, .* under Art\. 28 GDPR/,
      /Austrian Data Protection Authority.*Barichgasse 40–42, 1030 Wien/,
      /§ 165 \(3\) of the Austrian Telecommunications Act 2021 .*needs no consent/,
    ],
    terms: [
      /governed by Austrian law/,
      /exclusive place of jurisdiction is the court .* for Wien, Innere Stadt/,
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
      /weder gesetzlich noch vertraglich verpflichtet, uns diese Daten zu geben/,
      /E-Mail-Anbieter, .* Art\. 28 DSGVO/,
      /Österreichischen Datenschutzbehörde, Barichgasse 40–42, 1030 Wien/,
      /§ 165 Abs\. 3 Telekommunikationsgesetz 2021 .*keiner Einwilligung/,
    ],
    terms: [
      /gilt österreichisches Recht/,
      /Gerichtsstand ist das sachlich zuständige Gericht für Wien, Innere Stadt/,
      /richten sich an Unternehmer .* nicht an Verbraucher/,
      /Netto-Listenpreise in Euro zzgl\. USt\./,
      /haften wir nur bei Vorsatz oder grober Fahrlässigkeit/,
      /eingetragene Marken von Oracle/,
    ],
  },
};

/** What each host's privacy words must say of the access logs and where they go. */
export const HOST_ITEMS: Partial<Record<Locale, Record<WebsiteHost, RegExp[]>>> = {
  en: {
    "cloudflare-pages": [
      /Cloudflare, Inc\., .* USA, as our processor under Art\. 28 GDPR/,
      /EU–U\.S\. Data Privacy Framework.* \(Art\. 45 GDPR\)/,
      /standard contractual clauses \(Art\. 46\(2\)\(c\) GDPR\)/,
      /for organisations certified under it, .* adequate level of protection/,
      /keeps them for .* and then deletes them/,
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
      /für danach zertifizierte Organisationen .* angemessenes Schutzniveau/,
      /bewahrt sie .* auf und löscht sie danach/,
    ],
    "own-server": [/Webserver in der Europäischen Union/, /\d+ Tage lang/, /kein Land außerhalb/],
  },
};

/** What a reader reads: soft hyphens and word joiners are not seen, a no-break space is a space. */
const readable = (text: string) => withoutBreakMarks(text).replaceAll("\u00a0", " ");

/** A document page's words as one text, a line each. */
export const documentText = (page: DocumentPageText) =>
  readable(
    [
      page.title,
      ...page.sections.flatMap(({ heading, paragraphs }) => [heading, ...paragraphs]),
    ].join("\n"),
  );

/** Each legal page of one language as a reader reads it, with the file its words come from. */
export function legalPagesOf(data: ContentData, locale: Locale) {
  const { imprint, legal } = localeContent(data, locale);
  const entries = imprint.entries.map(
    ({ label, value, href }) => [label, value].join(": ") + (href ? ` → ${href}` : ""),
  );
  return {
    imprint: {
      file: textFile(locale, "imprint"),
      text: readable([imprint.intro, ...entries].join("\n")),
    },
    privacy: { file: textFile(locale, "legal"), text: documentText(legal.privacy) },
    terms: { file: textFile(locale, "legal"), text: documentText(legal.terms) },
  };
}

/**
 * Every required item a legal page of the content does not say, as a line naming the page's file:
 * what a production build prints. The host's items count once a host is chosen (until then the
 * placeholder check stops the build). A language with no table of items is named, so that a new
 * language gets its lawyer's reading before it goes live.
 */
export function legalItemProblems(data: ContentData, languages: readonly Locale[] = locales) {
  const host = data.company.host === HOST_NOT_CHOSEN ? undefined : data.company.host;
  return languages.flatMap((locale) => {
    const items = LEGAL_ITEMS[locale];
    const hostItems = HOST_ITEMS[locale];
    if (!items || !hostItems) {
      return [
        problem(
          textFile(locale, "legal"),
          null,
          [],
          "has no list of the items Austrian law asks of the legal pages (app/content/legal-requirements.ts)",
        ),
      ];
    }
    const pages = legalPagesOf(data, locale);
    const missing = (page: LegalPage, wanted: readonly RegExp[]) =>
      wanted
        .filter((item) => !item.test(pages[page].text))
        .map((item) =>
          problem(
            pages[page].file,
            null,
            page === "imprint" ? [] : [page],
            `no longer says what the law asks: ${item.source}`,
          ),
        );
    return [
      ...(Object.keys(items) as LegalPage[]).flatMap((page) => missing(page, items[page])),
      ...(host ? missing("privacy", hostItems[host]) : []),
    ];
  });
}
