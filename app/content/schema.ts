import { z } from "astro/zod";
import { SITE_PLURAL_CATEGORIES, type PluralCategory } from "./locales.ts";
import { NAV_PAGES } from "./paths.ts";
import { TIER_IDS, type TierId } from "./tier-ids.ts";
import { categories, PRODUCT_LAYOUTS } from "./types.ts";

// The schemas of the data files under `content/`: messages for the file's editor, not a developer.

/**
 * The fields of an entry that are the same in every language (an offering's prices, a product's
 * layout): each language's file holds a copy, which the editor writes for it (`i18n: duplicate`)
 * and the loader holds to the default language's.
 */
export const languageFree = z.registry<{ languageFree: true }>();

/** `schema` as a language-free field: a copy, so the same rule elsewhere stays a word's. */
function free<T extends z.ZodType>(schema: T): T {
  const copy = schema.clone();
  languageFree.add(copy, { languageFree: true });
  return copy;
}

/** A wrong type's and a wrong form's messages; a field left out reads "is missing" (./data.ts). */
const mustBe = (typeMessage: string, formMessage = typeMessage) => ({
  error: (issue: { code?: string; input?: unknown }) => {
    if (issue.input === undefined) return undefined;
    return issue.code === "invalid_type" ? typeMessage : formMessage;
  },
});

/** Words a page shows: any text that is not only spaces. */
export const text = z
  .string(mustBe("must be text"))
  .refine((value) => value.trim() !== "", "must not be empty");

/**
 * Words for a count, one string per CLDR plural category (`{count} offering`, `{count}
 * offerings`): the loader asks each language for the categories `Intl.PluralRules` gives it
 * (./data.ts), and ignores the others, which the editor shows for every language.
 */
export const pluralForms = z.registry<{ plural: true }>();

export type PluralForms = Partial<Record<PluralCategory, string>> & { other: string };

function counted() {
  const forms = z.strictObject(
    Object.fromEntries(
      SITE_PLURAL_CATEGORIES.map((category) => [
        category,
        category === "other" ? text : text.optional(),
      ]),
    ) as Record<PluralCategory, typeof text>,
  ) as unknown as z.ZodType<PluralForms>;
  pluralForms.add(forms, { plural: true });
  return forms;
}

/** A key in URLs and files: lower-case words joined by single hyphens ("bop-etl"). */
export const id = z
  .string(mustBe("must be text"))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens, like bop-etl");

/** A country as machines name it: its ISO 3166-1 alpha-2 code ("AT"). */
export const countryCode = z
  .string(mustBe("must be text"))
  .regex(/^[A-Z]{2}$/, "must be a country's two capital letters (ISO 3166-1), like AT");

const listOf = <T extends z.ZodType>(item: T, noun: string) =>
  z.array(item).min(1, `needs at least one ${noun}`);

const oneOf = <const T extends readonly string[]>(values: T) =>
  z.enum(values, mustBe(`must be one of ${values.join(", ")}`));

const count = (what: string) =>
  z
    .number(mustBe(`must be a number of ${what}`))
    .int(`must be a whole number of ${what}`)
    .nonnegative(`must not be negative`);

/** A list price: whole euros, written as a number (50000), never as text ("50,000"). */
export const price = count("euros");

/** A date written as the editor's date field writes it: 2026-01-01. */
export const isoDate = z.iso.date(
  mustBe("must be a date like 2026-01-01", "must be a real date written like 2026-01-01"),
);

/**
 * Every tier's price, and no other key: a fifth tier is a change of the spec, not of data. A
 * tier's price is for all its users (CONTENT.md), so a tier of more users costs more: the page's
 * "from the next tier" figures and the comparison read that way.
 */
export const tierPrices = z
  .strictObject(
    Object.fromEntries(TIER_IDS.map((tier) => [tier, price])) as Record<TierId, typeof price>,
  )
  .superRefine((prices, context) => {
    TIER_IDS.slice(1).forEach((tier, index) => {
      const below = TIER_IDS[index] as TierId;
      if (prices[tier] <= prices[below]) {
        const rule = `must be more than ${below}'s ${prices[below]}: a tier of more users costs more`;
        context.addIssue({ code: "custom", path: [tier], message: rule });
      }
    });
  });

export const tierSchema = z.strictObject({
  id: oneOf(TIER_IDS),
  /** Registered users from (exclusive, except 0) … */
  from: count("users"),
  /** … to (inclusive); the last tier has no upper bound. */
  to: count("users").optional(),
});

const flag = (context: z.RefinementCtx, path: (string | number)[], message: string) =>
  context.addIssue({ code: "custom", path, message });

/**
 * Where an entry stands among its kind (the home page's products, a section's offerings): the
 * editor's entry reordering numbers them from 1. Entries without one follow, by id.
 */
const order = free(
  z.number(mustBe("must be a number")).int("must be a whole number").min(1, "must be 1 or more"),
).optional();

/** An offering of the price list: `content/<language>/offerings/<id>.yaml`. */
export const offeringEntrySchema = z.strictObject({
  order,
  title: text,
  /** The price list section it is listed in, by its id (its file's name). */
  section: free(id),
  prices: free(tierPrices),
});

/** A section of the price list: `content/<language>/price-sections/<id>.yaml`. */
export const priceSectionEntrySchema = z.strictObject({
  order,
  title: text,
  /** The product the section prices, by its slug (its file's name): the section links to it. */
  product: free(id).optional(),
});

/** `content/price-list.yaml`: the facts every language shares. */
export const priceListSchema = z
  .strictObject({
    validFrom: isoDate,
    currency: text,
    /** The most registered users the price explorer accepts; a larger count is a typing slip. */
    maxRegisteredUsers: count("users"),
    tiers: z
      .array(tierSchema)
      .length(TIER_IDS.length, `must list exactly the ${TIER_IDS.length} user tiers of the spec`),
  })
  .superRefine((list, context) => {
    list.tiers.forEach((tier, index) => {
      if (tier.id !== TIER_IDS[index]) {
        const order = `must be ${TIER_IDS[index]}: the tiers stand in the spec's order`;
        flag(context, ["tiers", index, "id"], order);
      }
      const last = index === list.tiers.length - 1;
      if (last !== (tier.to === undefined)) {
        const message = last ? "must be left out: the last tier is open-ended" : "is missing";
        flag(context, ["tiers", index, "to"], message);
      }
    });
  });

/** `content/<language>/prices.yaml`: the price page's words in one language. */
export const pricesTextSchema = z.strictObject({
  page: z.strictObject({
    title: text,
    sectionsNav: text,
    notesHeading: text,
    tableHeaders: z.strictObject({ metric: text, price: text }),
    /**
     * A tier's range ("{from} – {to}", "{from}+"); with its unit, counted by its top ("{range}
     * registered users"); and the unit's name for machines (schema.org's unitText).
     */
    userRange: z.strictObject({ bounded: text, openEnded: text, users: counted(), unit: text }),
    intro: text,
    validFrom: text,
    /** What a price buys: a flat list price for the whole tier (CONTENT.md). */
    basis: text,
    /** From a section to its product's page: the words in <link>…</link> are the link. */
    productLink: text,
    description: text,
  }),
  notes: listOf(text, "note"),
  explorer: z.strictObject({
    vat: text,
    /** That a tier holds its upper bound, said of the first tier's: {count} users, {tier}. */
    tierRule: counted(),
    heading: text,
    usersLabel: text,
    usersHint: text,
    problems: z.strictObject({
      notANumber: text,
      negative: text,
      fraction: text,
      zero: text,
      tooLarge: text,
    }),
    tierLegend: text,
    yourTier: text,
    /** Marks the next tier's column in the comparison table, beside "Your tier". */
    nextTierMarker: text,
    viewLegend: text,
    views: z.strictObject({ tables: text, compare: text }),
    /** The comparison table's caption and column headers (the tick column's, then the titles'). */
    compare: z.strictObject({ caption: text, estimate: text, offering: text }),
    picker: z.strictObject({ legend: text }),
    /** Each box's name: what is inside <hidden>…</hidden> is heard, not seen ({offering}). */
    addToEstimate: text,
    estimate: z.strictObject({
      heading: text,
      empty: text,
      needsTier: text,
      /** Above the lines: "Tier “{tier}”:". */
      tier: text,
      /** The total's label in the panel and on paper, for {count} offerings. */
      total: counted(),
      /** The bar at the bottom of the screen: {count} offerings, then with {total} marked. */
      offerings: counted(),
      withTotal: text,
      viewLink: text,
      email: text,
      requestQuote: text,
      print: text,
      clear: text,
      mailSubject: text,
      quoteSubject: text,
      quoteIntro: text,
      /** The mail's and the paper's lines: {users}, {link}, {tier}, {offering} and {price}, {total}. */
      usersLine: text,
      linkLine: text,
      mailTier: text,
      mailLine: text,
      /** Also what a screen reader hears when a tier is chosen by its button. */
      mailTotal: counted(),
      exclVat: text,
      copyLink: text,
      copied: text,
      share: text,
      /** Labels the link, shown selected, where the clipboard is refused. */
      copyByHand: text,
      /** Above an estimate whose link named another price list: "The prices changed on {validFrom}. …" */
      pricesChanged: text,
      /**
       * Room left in the tier ({count} users), or where it ends ({count}); the cost of {count}
       * offerings from the next tier ({from}, {total}, {difference}).
       */
      nextTier: z.strictObject({ room: counted(), roomNone: counted(), cost: counted() }),
    }),
    /** What the estimate's live region says once for each change: "{offering} added: {price}." */
    announce: z.strictObject({
      /** For the estimate's {count} offerings after the change. */
      added: counted(),
      removed: counted(),
      addedNoTier: counted(),
      removedNoTier: counted(),
      /** For the {users} typed. */
      tier: counted(),
      tierWithTotal: counted(),
      cleared: text,
    }),
    /** Where the calculator stood, when it has failed: the static list stays below. */
    unavailable: z.strictObject({ message: text, mailLink: text }),
    /** On paper: the day ({today}), and the page's address ({link}). */
    print: z.strictObject({ printed: text, pageLink: text }),
    csv: z.strictObject({
      link: text,
      fileName: text,
      section: text,
      offering: text,
      currency: text,
      basis: text,
      basisValue: text,
      validFrom: text,
    }),
  }),
});

/** A page of headed sections of plain paragraphs: `content/<language>/accessibility.yaml`. */
export const documentPageSchema = z.strictObject({
  title: text,
  description: text,
  sections: listOf(
    z.strictObject({ heading: text, paragraphs: listOf(text, "paragraph") }),
    "section",
  ),
});

export type DocumentPageText = z.infer<typeof documentPageSchema>;

/** Where the site may be served from; the privacy page names the one `company.yaml` chooses. */
export const WEBSITE_HOSTS = ["cloudflare-pages", "own-server"] as const;
/** `company.yaml`'s host until the owners choose one: a stand-in a production build refuses. */
export const HOST_NOT_CHOSEN = "[not chosen yet]";

/** What the privacy page says of one host: who serves the pages, and where the logs go. */
const hostWords = z.strictObject({
  hosting: text.describe(
    "Who serves the pages, as whose processor (Art. 28 GDPR), and how long the logs are kept",
  ),
  transfer: text.describe("Whether the logs leave the EU, and on what ground (Art. 44–46 GDPR)"),
});

/**
 * A section of a legal page whose paragraphs are named, each for what the law asks it to say
 * (its hint in the editor): a language that leaves one out is refused by the schema, whatever its
 * words, so the legal items need no pattern per language. The page shows them in this order.
 */
const said = (what: string) => text.describe(what);
const legalSection = <const Shape extends Record<string, z.ZodType>>(paragraphs: Shape) =>
  z.strictObject({ heading: text, ...paragraphs });

/** `content/<language>/legal.yaml`'s terms: what Austrian law and the price list ask of them. */
export const termsSchema = z.strictObject({
  title: text,
  description: text,
  publisher: legalSection({
    who: said("Who publishes the website: {legalName}, {postalAddress}"),
    noOffer: said("That nothing on the website is an offer to contract; what makes a contract"),
  }),
  businessOnly: legalSection({
    who: said(
      "That the products and prices are for businesses, not consumers; net prices excl. VAT",
    ),
  }),
  liability: legalSection({
    care: said("That the site is made with care, without a promise that it is complete"),
    limits: said("Liability only for intent or gross negligence, except for personal injury"),
  }),
  useOfContent: legalSection({
    rights: said("Whose the texts and artwork are; what a reader may do"),
  }),
  trademarks: legalSection({ owners: said("Whose trademarks Oracle, Java and others are") }),
  law: legalSection({
    governingLaw: said(
      "Austrian law, and the place of jurisdiction: the court for Wien, Innere Stadt",
    ),
    languageVersions: said(
      "Which language version prevails where they differ; {languages} lists them",
    ),
  }),
  questions: legalSection({ contact: said("Where to write with a question: {email}") }),
});

/** `content/<language>/legal.yaml`'s privacy page: what GDPR Art. 13 and § 165 TKG ask of it. */
export const privacySchema = z.strictObject({
  title: text,
  description: text,
  controller: legalSection({
    who: said("The controller and how to reach them (Art. 13(1)(a) GDPR)"),
  }),
  noTracking: legalSection({ what: said("No cookies, no analytics, nothing from other websites") }),
  serverLogs: legalSection({
    logged: said("What the server logs record, and why each is needed"),
    basis: said("The legal basis of the logs and the legitimate interest (Art. 6(1)(f) GDPR)"),
  }),
  /** Its paragraphs are the chosen host's words (`hosts`). */
  hosting: legalSection({}),
  storage: legalSection({
    entry: said("What the browser storage holds ({storageKey}), and for how long"),
    consent: said("Why it needs no consent: § 165 (3) TKG 2021"),
  }),
  mail: legalSection({
    received: said("What a visitor's mail gives us and what it is used for"),
    basis: said(
      "The legal basis: Art. 6(1)(b) GDPR for a contract party, (f) for a company's employee",
    ),
    obligation: said(
      "Whether giving the data is required, and what follows if not (Art. 13(2)(e) GDPR)",
    ),
    recipients: said(
      "Who receives the mails: the mail provider, the subsidiaries, the safeguard for Serbia",
    ),
    retention: said("How long the mails are kept (Art. 13(2)(a) GDPR)"),
  }),
  rights: legalSection({
    access: said("The rights of Art. 15–18 and 20 GDPR, and where to write: {email}"),
    automated: said("No automated decisions or profiling (Art. 22 GDPR)"),
  }),
  objection: legalSection({ right: said("The right to object (Art. 21 GDPR), shown apart") }),
  complaint: legalSection({
    authority: said("The right to complain to the Österreichische Datenschutzbehörde, its address"),
  }),
  /** Each host's words, shown in `hosting` for the host `company.yaml` chooses. */
  hosts: z.strictObject({
    ...(Object.fromEntries(WEBSITE_HOSTS.map((host) => [host, hostWords])) as Record<
      (typeof WEBSITE_HOSTS)[number],
      typeof hostWords
    >),
    notChosen: hostWords,
  }),
});

/** `content/<language>/legal.yaml`: the terms, privacy and security pages. */
export const legalTextSchema = z.strictObject({
  terms: termsSchema,
  privacy: privacySchema,
  security: documentPageSchema,
});

/** `content/company.yaml`: the company's names, numbers and addresses, in no language. */
export const companySchema = z.strictObject({
  brand: text,
  /** The production origin: canonical URLs, alternates, the sitemap and the sharing image. */
  siteUrl: z
    .string(mustBe("must be text"))
    .regex(
      /^https:\/\/[a-z0-9.-]+$/,
      "must be an https origin with no path, like https://www.example.com",
    ),
  legalName: text,
  email: z.email(mustBe("must be text", "must be a mail address, like office@example.com")),
  phone: text,
  street: text,
  postalCode: text,
  /** The headquarters' country, for machines (schema.org); pages name it in words (site.yaml). */
  countryCode,
  /** Whose partner the company is. */
  partner: text,
  /** The company's status in the partner's programme, in the partner's own words: the header's
   * badge shows it, so that it claims no more than the partner granted. */
  partnerStatus: text,
  /** Imprint entries (§ 5 ECG, § 14 UGB); values in square brackets are placeholders to replace. */
  legalForm: text,
  registerNumber: text,
  vatId: text,
  managingDirector: text,
  /** The trade the licence names, in the words of the trade register (GISA). */
  tradeLicence: text,
  /** The company's trade group within the Wirtschaftskammer Wien. */
  chamberGroup: text,
  /** The trade authority of the seat's district. */
  tradeAuthority: text,
  /** Where the trade regulations (Gewerbeordnung) can be read. */
  tradeRulesUrl: z.url(mustBe("must be text", "must be a web address, like https://example.com")),
  /** Who serves the website: the privacy page says so, with what that means for the logs. */
  host: oneOf([HOST_NOT_CHOSEN, ...WEBSITE_HOSTS]),
  /** How long the host keeps access logs, where the company sets it (its own server). */
  logRetentionDays: count("days"),
  /** When the accessibility statement was last reviewed. */
  accessibilityReviewed: isoDate,
});

/** An office abroad: `content/<language>/subsidiaries/<id>.yaml`. */
export const subsidiaryEntrySchema = z.strictObject({
  order,
  city: text,
  country: text,
  company: free(text),
  countryCode: free(countryCode),
});

const place = z.strictObject({ city: text, country: text });

/** `content/<language>/site.yaml`: the words about the company in one language. */
export const siteTextSchema = z.strictObject({
  description: text,
  footerBlurb: text,
  hero: z.strictObject({ title: text, subtitle: text }),
  partnerBadge: text,
  headquarters: place,
  /** Imprint entries in words (§ 5 ECG, § 25 MedienG). */
  imprint: z.strictObject({
    seat: text,
    registerCourt: text,
    businessPurpose: text,
    editorialLine: text,
    chamber: text,
    tradeRules: text,
  }),
});

/** A link of the header or footer: its words, and which of the language's pages it opens. */
const navLink = z.strictObject({
  label: text,
  page: oneOf(NAV_PAGES),
});

/** `content/<language>/chrome.yaml`: the words around every page (header, footer, errors). */
export const chromeTextSchema = z.strictObject({
  headerNav: listOf(navLink, "link"),
  footerColumns: listOf(
    z.strictObject({ heading: text, links: listOf(navLink, "link") }),
    "column",
  ),
  legalLinks: listOf(navLink, "link"),
  /** The header's navigation landmarks and the phone menu button, named for screen readers. */
  headerLabels: z.strictObject({ mainNav: text, phoneMenu: text, openMenu: text, closeMenu: text }),
  footerLabels: z.strictObject({ legalNav: text }),
  /** The language's name in itself: the other languages' pages name their link to it so. */
  languageSwitch: z.strictObject({ label: text }),
  ui: z.strictObject({
    meta: z.strictObject({
      /** A page's title: its name ({page}) and the brand: "Prices · Tesseris". */
      pageTitle: text,
      /** A product page's name in titles: "{product} · Products". */
      productPage: text,
      notFoundTitle: text,
      solutionNotFoundTitle: text,
      ogImageAlt: text,
    }),
    skipLink: text,
    contactFab: z.strictObject({ landmark: text, label: text }),
    contacts: z.strictObject({
      heading: text,
      headquarters: text,
      subsidiaries: text,
      reachUs: text,
      getInTouch: text,
      /** A place: "{city}, {country}". */
      place: text,
      /** The address's last line: "{postalCode} {city}, {country}". */
      postalLine: text,
    }),
    footer: z.strictObject({
      /** "© {year} {legalName}. All rights reserved." */
      copyright: text,
    }),
    errors: z.strictObject({
      homeLink: text,
      notFound: z.strictObject({ title: text, message: text }),
    }),
  }),
});

const titled = z.strictObject({ title: text, description: text.optional() });

/** `content/<language>/home.yaml`: the home page around the product cards. */
export const homeTextSchema = z.strictObject({
  page: z.strictObject({
    /** The home page's title: "{brand} · …". */
    title: text,
    exploreLink: text,
    verticalsLabel: text,
  }),
  trusted: z.strictObject({ eyebrow: text, heading: text, body: text }),
  /** The industry verticals of the core editions; "{verticals}" in any text lists them. */
  verticals: listOf(text, "vertical"),
  products: z.strictObject({ heading: text, intro: text }),
  /** Each card's link, "Learn more<hidden> about {product}</hidden>": the hidden part is heard. */
  cardLink: z.strictObject({ learnMore: text, arrow: text }),
  about: z.strictObject({
    heading: text,
    paragraphs: listOf(text, "paragraph"),
  }),
  values: z.strictObject({
    heading: text,
    intro: text,
    items: listOf(z.strictObject({ title: text, body: text, highlight: text.optional() }), "value"),
  }),
  overview: z.strictObject({
    buttonLabel: text,
    title: text,
    summary: text,
    layers: z
      .array(z.strictObject({ title: text, caption: text }))
      .length(4, "must list exactly 4 layers: the animation builds four"),
    closeLabel: text,
  }),
});

/** How many key features a product lists (CONTENT.md), which the page's grid is laid out for. */
const FEATURES = { min: 4, max: 8 } as const;

/** A product: `content/<language>/products/<slug>.yaml`, its slug the file's name. */
export const productEntrySchema = z.strictObject({
  order,
  title: text,
  description: text,
  eyebrow: text,
  category: free(oneOf(categories)),
  layout: free(oneOf(PRODUCT_LAYOUTS)),
  /**
   * A picture under `public/` and its description for people who cannot see it, in each language:
   * a diagram's words are the language's too.
   */
  heroImage: z
    .strictObject({ src: text, width: count("pixels"), height: count("pixels"), alt: text })
    .optional(),
  /** The page's paragraphs; without them the page says that content is coming soon. */
  longDescription: listOf(text, "paragraph").optional(),
  features: z
    .array(titled)
    .min(FEATURES.min, `needs at least ${FEATURES.min} features`)
    .max(FEATURES.max, `may list at most ${FEATURES.max} features`),
  extraSections: z
    .array(z.strictObject({ id, heading: text, intro: text, items: listOf(titled, "item") }))
    .optional(),
});

/** `content/<language>/products.yaml`: the words every product page has. */
export const productsTextSchema = z.strictObject({
  page: z.strictObject({
    keyFeatures: text,
    backToHome: text,
    comingSoon: text,
    notFound: z.strictObject({ title: text, body: text, backToProducts: text }),
  }),
});

/** `content/<language>/imprint.yaml`: the imprint's words; its values come from the company. */
export const imprintTextSchema = z.strictObject({
  title: text,
  description: text,
  intro: text,
  labels: z.strictObject({
    company: text,
    legalForm: text,
    seat: text,
    address: text,
    email: text,
    phone: text,
    registerNumber: text,
    registerCourt: text,
    vatId: text,
    managingDirector: text,
    chamber: text,
    tradeLicence: text,
    licensingState: text,
    tradeAuthority: text,
    tradeRules: text,
    businessPurpose: text,
    mediaOwner: text,
    editorialLine: text,
  }),
});
