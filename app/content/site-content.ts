import type { ContentData, LocaleText } from "./data.ts";
import { documentPage } from "./document-page.ts";
import { germanTypography } from "./german-typography.ts";
import { localeSettings, locales, type Locale } from "./locales.ts";
import { localePaths, type LocalePaths, type NavPage } from "./paths.ts";
import { fillPlaceholders, placeholderValues, postalAddressOf } from "./placeholders.ts";
import { pricesContent, type PricesContent } from "./price-list.ts";
import type { ChromeText, DocumentPageText, HomeText, LegalText, ProductsText } from "./schema.ts";
import type {
  FooterColumn,
  NavLink,
  Office,
  PostalAddress,
  Product,
  ProductSummary,
} from "./types.ts";

/**
 * The data files joined into what each language's pages show: the shared facts (company,
 * products, prices) with one language's words, placeholders filled, German typeset. Pages get
 * it through the content collections (./collections.ts), tests and scripts from the files
 * (./read.ts): both call `localeContent`, so both see the same pages.
 */

/** The company as a language's pages name it. */
export interface SiteFacts {
  brand: string;
  legalName: string;
  email: string;
  phone: string;
  siteUrl: string;
  headquarters: Office;
  address: PostalAddress;
  subsidiaries: Office[];
  partner: { name: string; badge: string };
  /** The home page's meta description. */
  description: string;
  footerBlurb: string;
  /** Imprint entries (§ 5 ECG, § 25 MedienG); bracketed values are placeholders to replace. */
  imprint: {
    legalForm: string;
    seat: string;
    registerNumber: string;
    registerCourt: string;
    vatId: string;
    businessPurpose: string;
    mediaOwner: string;
    editorialLine: string;
  };
  hero: { title: string; subtitle: string };
}

/** Everything around a page's own content (header, footer, contacts, error texts). */
export interface Chrome {
  site: SiteFacts;
  ui: ChromeText["ui"];
  headerNav: NavLink[];
  footerColumns: FooterColumn[];
  legalLinks: NavLink[];
  headerLabels: ChromeText["headerLabels"];
  footerLabels: ChromeText["footerLabels"];
  /** The other languages, each by its own name, for the language switch. */
  languageSwitch: { locale: Locale; label: string }[];
}

/** The language of a page, its URLs, and the words around its content. */
export interface PageChrome {
  locale: Locale;
  paths: LocalePaths;
  text: Chrome;
}

/** Everything the home page shows between header and footer. */
export type HomeContent = HomeText & { cards: ProductSummary[] };

/** The words of a product page around its own content (SPEC.md §2, Product detail). */
export type SolutionPageText = ProductsText["page"];

export interface ImprintPage {
  title: string;
  description: string;
  intro: string;
  entries: { label: string; value: string }[];
}

/** Everything one language's pages show. */
export interface LocaleContent {
  chrome: PageChrome;
  home: HomeContent;
  /** Every product with its card and page content, in the home page's order. */
  products: Product[];
  solution: SolutionPageText;
  imprint: ImprintPage;
  prices: PricesContent;
  accessibility: DocumentPageText;
  legal: LegalText;
}

/** The names of links, which screen readers announce, stay whole words in German. */
const LINK_NAMES = new Set(["headerNav", "footerColumns", "legalLinks"]);

/** A language's words as its pages show them: German typeset, the names of controls left whole. */
function typeset(words: LocaleText, locale: Locale): LocaleText {
  if (localeSettings[locale].typography !== "german") return words;
  return {
    ...words,
    site: germanTypography(words.site, (path) => path[0] === "hero"),
    chrome: germanTypography(words.chrome, (path) => LINK_NAMES.has(path[0] ?? "")),
    home: germanTypography(words.home, (path) => path.join(".") === "overview.buttonLabel"),
    products: germanTypography(words.products),
    imprint: germanTypography(words.imprint, (path) => path[0] === "description"),
  };
}

function siteFacts(data: ContentData, words: LocaleText): SiteFacts {
  const { company } = data;
  const { site } = words;
  const headquarters = {
    ...site.headquarters,
    countryCode: company.countryCode,
    company: company.legalName,
  };
  return {
    brand: company.brand,
    legalName: company.legalName,
    email: company.email,
    phone: company.phone,
    siteUrl: company.siteUrl,
    headquarters,
    address: {
      company: company.legalName,
      street: company.street,
      postalCode: company.postalCode,
      city: headquarters.city,
      country: headquarters.country,
      countryCode: company.countryCode,
    },
    subsidiaries: company.subsidiaries.map((subsidiary) => ({
      // The check of the data (./data.ts) makes sure every subsidiary has its place.
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
}

function chromeOf(
  facts: SiteFacts,
  words: ChromeText,
  paths: LocalePaths,
  languageSwitch: Chrome["languageSwitch"],
): Chrome {
  const link = ({ label, page }: { label: string; page: NavPage }): NavLink => ({
    label,
    href: paths[page],
  });
  return {
    site: facts,
    ui: words.ui,
    headerNav: words.headerNav.map(link),
    footerColumns: words.footerColumns.map((column) => ({
      heading: column.heading,
      links: column.links.map(link),
    })),
    legalLinks: words.legalLinks.map(link),
    headerLabels: words.headerLabels,
    footerLabels: words.footerLabels,
    languageSwitch,
  };
}

function productsOf(data: ContentData, words: ProductsText): Product[] {
  return data.catalog.products.map(({ slug, category, layout, heroImage }) => {
    // The check of the data makes sure every product has its words, and a picture its alt text.
    const { heroImageAlt, ...text } = words.products[slug] as ProductsText["products"][string];
    return {
      slug,
      category,
      layout,
      ...text,
      ...(heroImage ? { heroImage: { ...heroImage, alt: heroImageAlt ?? "" } } : {}),
    };
  });
}

function imprintOf(facts: SiteFacts, words: LocaleText["imprint"]): ImprintPage {
  const { labels } = words;
  const { imprint } = facts;
  const entries: [keyof typeof labels, string][] = [
    ["company", facts.legalName],
    ["legalForm", imprint.legalForm],
    ["seat", imprint.seat],
    ["address", postalAddressOf(facts.address)],
    ["email", facts.email],
    ["phone", facts.phone],
    ["registerNumber", imprint.registerNumber],
    ["registerCourt", imprint.registerCourt],
    ["vatId", imprint.vatId],
    ["businessPurpose", imprint.businessPurpose],
    ["mediaOwner", imprint.mediaOwner],
    ["editorialLine", imprint.editorialLine],
  ];
  return {
    title: words.title,
    description: words.description,
    intro: words.intro,
    entries: entries.map(([key, value]) => ({ label: labels[key], value })),
  };
}

/** One language's pages' content, from the checked data. */
export function localeContent(data: ContentData, locale: Locale): LocaleContent {
  const raw = data.text[locale];
  const values = placeholderValues({
    company: data.company,
    address: { ...data.company, ...raw.site.headquarters },
    subsidiaryCities: data.company.subsidiaries.map(
      (subsidiary) => raw.site.subsidiaries[subsidiary.id]?.city ?? subsidiary.id,
    ),
    verticals: raw.home.verticals,
    listLocale: localeSettings[locale].wordsLocale,
  });
  const words = fillPlaceholders(typeset(raw, locale), values);
  const paths = localePaths[locale];
  const facts = siteFacts(data, words);
  const products = productsOf(data, words.products);
  return {
    chrome: {
      locale,
      paths,
      text: chromeOf(
        facts,
        words.chrome,
        paths,
        locales
          .filter((other) => other !== locale)
          .map((other) => ({ locale: other, label: data.text[other].chrome.languageSwitch.label })),
      ),
    },
    home: { ...words.home, cards: products },
    products,
    solution: words.products.page,
    imprint: imprintOf(facts, words.imprint),
    prices: pricesContent(data.priceList, raw.prices, values, (slug) => {
      const product = products.find((candidate) => candidate.slug === slug);
      return product && { title: product.title, href: paths.solution(slug) };
    }),
    accessibility: documentPage(raw.accessibility, locale, values),
    legal: {
      terms: documentPage(raw.legal.terms, locale, values),
      privacy: documentPage(raw.legal.privacy, locale, values),
      security: documentPage(raw.legal.security, locale, values),
    },
  };
}
