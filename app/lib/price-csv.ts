import { localeSettings, type Locale } from "~/content/locales";
import type { PricesContent } from "~/content/price-list";
import { formatUserRange, type UserRangeWords } from "~/lib/format";

type CsvWords = PricesContent["explorer"]["csv"] & { userRange: UserRangeWords };
/** Its date as 2026-01-01, which every spreadsheet reads as a date. */
type CsvPriceList = Pick<PricesContent, "sections" | "tiers" | "currency" | "validFrom">;

/** Spreadsheet software takes a file for UTF-8 when it starts with a byte order mark. */
const BYTE_ORDER_MARK = "\uFEFF";

function field(value: string | number, separator: string): string {
  const text = String(value);
  return /["\r\n]/.test(text) || text.includes(separator)
    ? `"${text.replaceAll('"', '""')}"`
    : text;
}

/** The price list as CSV (RFC 4180), a row per offering, each with currency, basis and date. */
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

/** A CSV resource written once at build time. */
export function csvResponse(body: string): Response {
  return new Response(body, { headers: { "Content-Type": "text/csv; charset=utf-8" } });
}
