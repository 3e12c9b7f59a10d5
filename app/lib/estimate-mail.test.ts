import { describe, expect, it } from "vitest";
import { company } from "~/content/company";
import type { Locale } from "~/content/locales";
import { readPricesContent } from "~/content/read";
import { estimateMailHref } from "~/lib/estimate-mail";
import { formatPrice, formatUserRange } from "~/lib/format";
import { estimateLines, estimateTotal, explorerListOf } from "~/lib/price-explorer";

const PICKED = ["bop-enterprise-core", "bop-etl", "golden-gate"];

function mail(locale: Locale) {
  const content = readPricesContent(locale);
  const lines = estimateLines(PICKED, "upTo10k", explorerListOf(content));
  const total = estimateTotal(lines);
  const href = estimateMailHref({
    email: company.email,
    words: content.explorer.estimate,
    tierLabel: formatUserRange(content.tiers[1].users, content.page.userRange, locale),
    lines,
    total,
    locale,
  });
  const url = new URL(href);
  const amount = (euros: number) => formatPrice(euros, locale);
  return {
    url,
    body: url.searchParams.get("body"),
    subject: url.searchParams.get("subject"),
    lines,
    total,
    amount,
  };
}

describe("estimateMailHref", () => {
  it("writes to the site's address with the tier, each offering's price, the total and the VAT note", () => {
    const { url, subject, body, lines, total, amount } = mail("en");
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(company.email);
    expect(subject).toBe("Price estimate");
    expect(body).toBe(
      [
        "Tier: 5,000 – 10,000 registered users",
        "",
        ...lines.map((line) => `${line.offering.title}: ${amount(line.price ?? 0)} EUR`),
        "",
        `Total: ${amount(total)} EUR`,
        "List prices excl. VAT.",
      ].join("\n"),
    );
    expect(body).toContain("Golden Gate Internal and External (both BOP and SUBOPiere): ");
  });

  it("writes German mail with German numbers", () => {
    const { subject, body, lines, total, amount } = mail("de");
    expect(subject).toBe("Preisschätzung");
    expect(body).toContain(`BOP Enterprise core: ${amount(lines[0]?.price ?? 0)} EUR`);
    expect(amount(total)).toMatch(/^\d{1,3}(\.\d{3})+$/);
    expect(body).toContain(`Summe: ${amount(total)} EUR\nListenpreise zzgl. USt.`);
  });

  it("encodes spaces as %20, not +, so every mail program reads them", () => {
    const href = mail("en").url.href;
    expect(href).not.toContain("+");
    expect(href).toContain("Price%20estimate");
  });
});
