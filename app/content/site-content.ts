import { z } from "astro/zod";
import { TYPING_SESSION_KEY } from "./constants.ts";
import type { ContentData, LocaleText, TextKind } from "./data.ts";
import { hyphenateLongWords } from "./hyphenation.ts";
import { formatDate, perLocale } from "./intl.ts";
import { localeSettings, locales, type Locale } from "./locales.ts";
import { localePaths, pagePathsOf, type NavPage } from "./paths.ts";
import { pricesContent } from "./price-list.ts";
import { HOST_NOT_CHOSEN, privacySchema, termsSchema, type DocumentPageText } from "./schema.ts";
import type { Product } from "./types.ts";

// The checked data as one language's pages show it: placeholders filled, German typeset, the
// shared facts put with the words. Pages read it through ./collections.ts, scripts ./read.ts.

const WORD_JOINER = "\u2060";
const NO_BREAK_SPACE = "\u00a0";
/** "… und -Middleware": a hyphen that stands for an elided word stays with the word after it. */
const ELISION_HYPHEN = /(^|\s)-(?=\p{L})/gu;

/**
 * Long words get soft hyphens where the language's line names patterns, so headings break alike
 * in every browser; left whole: what screen readers announce, the typed hero title, meta
 * descriptions and the price page.
 */
const TYPESET: { [Kind in TextKind]?: (path: readonly string[]) => boolean } = {
  // The trade regulations' name is a link's, which screen readers announce.
  site: (path) => path[0] === "hero" || path.join(".") === "imprint.tradeRules",
  chrome: ([key]) => ["headerNav", "footerColumns", "legalLinks"].includes(key ?? ""),
  home: (path) => path.join(".") === "overview.buttonLabel",
  products: () => false,
  imprint: ([key]) => key === "description",
  accessibility: ([key]) => key === "description",
  legal: ([, key]) => key === "description",
};

/** `value` with `change` applied to every string but those under the paths `keep` names. */
function mapStrings<T>(
  value: T,
  change: (text: string) => string,
  keep: (path: readonly string[]) => boolean = () => false,
  path: readonly string[] = [],
): T {
  if (keep(path)) return value;
  if (typeof value === "string") return change(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change, keep, path)) as T;
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      mapStrings(item, change, keep, [...path, key]),
    ]),
  ) as T;
}

/** Names of languages in one language's words (`Intl.DisplayNames`). */
const languageNames = perLocale(
  (locale) => new Intl.DisplayNames(localeSettings[locale].wordsLocale, { type: "language" }),
);

/**
 * A legal page's named sections (./schema.ts) as the page shows them: each heading and its
 * paragraphs, in the schema's order, with `more` paragraphs after a section's own.
 */
function documentOf(
  schema: z.ZodObject,
  page: Record<string, unknown>,
  more: Readonly<Record<string, readonly string[]>> = {},
): DocumentPageText {
  const sections = Object.entries(schema.shape)
    .filter(([, section]) => section instanceof z.ZodObject && "heading" in section.shape)
    .map(([key, section]) => {
      const words = page[key] as Record<string, string>;
      const named = Object.keys((section as z.ZodObject).shape).filter(
        (name) => name !== "heading",
      );
      return {
        heading: words.heading ?? "",
        paragraphs: [...named.map((name) => words[name] ?? ""), ...(more[key] ?? [])],
      };
    });
  return { title: String(page.title), description: String(page.description), sections };
}

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The language's words that never end a line, each with the space after it: "§ ", "w ". */
const keptWithNext = perLocale((locale) => {
  const words = localeSettings[locale].typography.keepWithNext ?? [];
  if (words.length === 0) return undefined;
  return new RegExp(`(?<![\\p{L}\\p{N}])(${words.map(escaped).join("|")}) (?=\\S)`, "giu");
});

/** Long words hyphenated by the language's patterns; an elision hyphen kept with its word. */
const hyphenatedIn = (patterns: string) => (text: string) =>
  hyphenateLongWords(text, patterns).replace(ELISION_HYPHEN, `$1-${WORD_JOINER}`);

function assemble(data: ContentData, locale: Locale) {
  const { company, catalog } = data;
  const raw = data.text[locale];
  const list = (items: readonly string[]) =>
    new Intl.ListFormat(localeSettings[locale].wordsLocale, { type: "conjunction" }).format(items);
  const { city, country } = raw.site.headquarters;
  const postalAddress = `${company.street}, ${company.postalCode} ${city}, ${country}`;
  const values: Record<string, string> = {
    brand: company.brand,
    legalName: company.legalName,
    postalAddress,
    email: company.email,
    partner: company.partner,
    partnerStatus: company.partnerStatus,
    headquartersCity: city,
    subsidiaryCities: list(
      company.subsidiaries.map(({ id }) => raw.site.subsidiaries[id]?.city ?? id),
    ),
    storageKey: TYPING_SESSION_KEY,
    verticals: list(raw.home.verticals),
    logRetentionDays: String(company.logRetentionDays),
    reviewed: formatDate(company.accessibilityReviewed, locale),
    // A phone number in running text stays on one line.
    phone: company.phone.replaceAll(" ", NO_BREAK_SPACE),
    requestQuote: raw.prices.explorer.estimate.requestQuote,
    currency: data.priceList.currency,
    contactUs: raw.chrome.ui.contactFab.label,
    // The site's languages in this one's words: "English, German and Polish".
    languages: list(locales.map((each) => languageNames(locale).of(each) ?? each)),
  };
  const fillIn = (text: string) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  // {validFrom}, {today} and the explorer's figures are filled where the page is built or used.
  const binding = keptWithNext(locale);
  const filled = mapStrings(raw, (text) => {
    const words = fillIn(text);
    return binding ? words.replace(binding, `$1${NO_BREAK_SPACE}`) : words;
  });
  const { hyphenation } = localeSettings[locale].typography;
  const words = Object.fromEntries(
    Object.entries(filled).map(([kind, text]) => {
      const keep = hyphenation && TYPESET[kind as TextKind];
      return [kind, keep ? mapStrings(text, hyphenatedIn(hyphenation), keep) : text];
    }),
  ) as LocaleText;
  const { site, chrome } = words;
  const paths = localePaths[locale];

  const address = {
    company: company.legalName,
    street: company.street,
    postalCode: company.postalCode,
    ...site.headquarters,
    countryCode: company.countryCode,
  };
  const facts = {
    brand: company.brand,
    legalName: company.legalName,
    email: company.email,
    phone: company.phone,
    siteUrl: company.siteUrl,
    headquarters: site.headquarters,
    address,
    // The check of the data (./data.ts) makes sure every subsidiary has its place.
    subsidiaries: company.subsidiaries.map((subsidiary) => ({
      ...(site.subsidiaries[subsidiary.id] as { city: string; country: string }),
      company: subsidiary.company,
      countryCode: subsidiary.countryCode,
    })),
    partner: { name: company.partner, badge: site.partnerBadge },
    description: site.description,
    footerBlurb: site.footerBlurb,
    imprint: {
      legalForm: company.legalForm,
      registerNumber: company.registerNumber,
      vatId: company.vatId,
      mediaOwner: company.legalName,
      ...site.imprint,
    },
    hero: site.hero,
  };

  const link = ({ label, page }: { label: string; page: NavPage }) => ({
    label,
    href: paths[page],
  });
  // The check of the data makes sure every product has its words in every language.
  const products: Product[] = catalog.products.map(({ slug, category, layout }) => {
    const text = words.products.products[slug] as LocaleText["products"]["products"][string];
    return { slug, category, layout, ...text };
  });
  const { labels, ...imprintText } = words.imprint;
  const { imprint } = facts;
  const imprintEntries: [keyof typeof labels, string, string?][] = [
    ["company", facts.legalName],
    ["legalForm", imprint.legalForm],
    ["seat", imprint.seat],
    ["address", `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`],
    ["email", facts.email],
    ["phone", facts.phone],
    ["managingDirector", company.managingDirector],
    ["registerNumber", imprint.registerNumber],
    ["registerCourt", imprint.registerCourt],
    ["vatId", imprint.vatId],
    ["tradeLicence", company.tradeLicence],
    ["licensingState", address.country],
    ["tradeAuthority", company.tradeAuthority],
    ["chamber", `${imprint.chamber}, ${company.chamberGroup}`],
    ["tradeRules", imprint.tradeRules, company.tradeRulesUrl],
    ["businessPurpose", imprint.businessPurpose],
    ["mediaOwner", imprint.mediaOwner],
    ["editorialLine", imprint.editorialLine],
  ];

  return {
    chrome: {
      locale,
      paths,
      text: {
        ...chrome,
        site: facts,
        headerNav: chrome.headerNav.map(link),
        footerColumns: chrome.footerColumns.map(({ heading, links }) => ({
          heading,
          links: links.map(link),
        })),
        legalLinks: chrome.legalLinks.map(link),
        // The other languages, each by its own name, for the language switch.
        languageSwitch: locales
          .filter((other) => other !== locale)
          .map((other) => ({ locale: other, label: data.text[other].chrome.languageSwitch.label })),
      },
    },
    home: { ...words.home, cards: products },
    /** Every product with its card and page content, in the home page's order. */
    products,
    solution: words.products.page,
    imprint: {
      ...imprintText,
      entries: imprintEntries.map(([key, value, href]) => ({ label: labels[key], value, href })),
    },
    prices: pricesContent(data.priceList, words.prices, (slug) => {
      const product = products.find((candidate) => candidate.slug === slug);
      return product && { title: product.title, href: paths.solution(slug) };
    }),
    accessibility: words.accessibility,
    legal: {
      terms: documentOf(termsSchema, words.legal.terms),
      // The hosting section says what the chosen host's words say.
      privacy: documentOf(privacySchema, words.legal.privacy, {
        hosting: Object.values(
          words.legal.privacy.hosts[company.host === HOST_NOT_CHOSEN ? "notChosen" : company.host],
        ),
      }),
      security: words.legal.security,
    },
    /** Every page of the language, in the sitemap's order. */
    pagePaths: pagePathsOf(
      locale,
      products.map(({ slug }) => slug),
    ),
  };
}

/** Everything one language's pages show. */
export type LocaleContent = ReturnType<typeof assemble>;
/** The language of a page, its URLs, and the words around its content. */
export type PageChrome = LocaleContent["chrome"];
/** Everything around a page's own content (header, footer, contacts, error texts). */
export type Chrome = PageChrome["text"];
export type HomeContent = LocaleContent["home"];
/** The words of a product page around its own content (SPEC.md §2, Product detail). */
export type SolutionPageText = LocaleContent["solution"];
export type ImprintPage = LocaleContent["imprint"];

const assembled = new WeakMap<ContentData, Partial<Record<Locale, LocaleContent>>>();

/** One language's pages' content, from the checked data; assembled once per data and language. */
export function localeContent(data: ContentData, locale: Locale): LocaleContent {
  const byLocale = assembled.get(data) ?? {};
  assembled.set(data, byLocale);
  return (byLocale[locale] ??= assemble(data, locale));
}
