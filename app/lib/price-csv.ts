import { localeSettings, type Locale } from "~/content/locales";
import type { PriceSection, Tier } from "~/content/price-list";
import { formatUserRange, type UserRangeWords } from "~/lib/format";

interface CsvWords {
  section: string;
  offering: string;
  currency: string;
  basis: string;
  basisValue: string;
  validFrom: string;
  userRange: UserRangeWords;
}

interface CsvPriceList {
  sections: readonly PriceSection[];
  tiers: readonly Tier[];
  currency: string;
  /** 2026-01-01: the ISO form, which every spreadsheet reads as a date. */
  validFrom: string;
}

/** Spreadsheet software takes a file for UTF-8 when it starts with a byte order mark. */
const BYTE_ORDER_MARK = "\uFEFF";

function field(value: string | number, separator: string): string {
  const text = String(value);
  return /["\r\n]/.test(text) || text.includes(separator)
    ? `"${text.replaceAll('"', '""')}"`
    : text;
}

/**
 * The price list as CSV (RFC 4180): a header row, then one row per offering with its section, the
 * four tier prices as plain integers, and what they are (currency, basis, valid from) in columns
 * of their own, so a spreadsheet keeps them with every row it is sorted or filtered into. In the
 * language's headers and separator.
 */
export function priceListCsv(
  { sections, tiers, currency, validFrom }: CsvPriceList,
  words: CsvWords,
  locale: Locale,
): string {
  const { csvSeparator: separator } = localeSettings[locale];
  const header = [
    words.section,
    words.offering,
    ...tiers.map((tier) => formatUserRange(tier.users, words.userRange, locale)),
    words.currency,
    words.basis,
    words.validFrom,
  ];
  const rows = sections.flatMap((section) =>
    section.offerings.map((offering) => [
      section.heading,
      offering.title,
      ...tiers.map((tier) => offering.prices[tier.id]),
      currency,
      words.basisValue,
      validFrom,
    ]),
  );
  const lines = [header, ...rows].map((row) =>
    row.map((value) => field(value, separator)).join(separator),
  );
  return `${BYTE_ORDER_MARK}${lines.join("\r\n")}\r\n`;
}

/** The response a CSV resource route sends, written once at build time. */
export function csvResponse(body: string): Response {
  return new Response(body, { headers: { "Content-Type": "text/csv; charset=utf-8" } });
}
