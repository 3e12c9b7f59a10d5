import { describe, expect, it } from "vitest";
import type { Locale } from "~/content/locales";
import { readContent, readContentData } from "~/content/read";

const { company } = readContentData();
import { estimateText, mailtoHref } from "~/lib/estimate-mail";
import { formatPrice, formatUserRange } from "~/lib/format";
import { estimateLines, estimateTotal, explorerListOf } from "~/lib/price-explorer";

const PICKED = ["bop-enterprise-core", "bop-etl", "golden-gate"];
const LINK = "https://www.tesseris.example/prices?users=8000&offerings=bop-enterprise-core";

function estimate(locale: Locale) {
  const content = readContent(locale).prices;
  const lines = estimateLines(PICKED, "upTo10k", explorerListOf(content));
  const total = estimateTotal(lines);
  const words = content.explorer.estimate;
  const text = estimateText({
    words,
    tierLabel: formatUserRange(content.tiers[1].users, content.page.userRange, locale),
    users: locale === "en" ? "8,000" : "8.000",
    lines,
    total,
    locale,
    terms: ["Flat price.", "Valid from today."],
    link: LINK,
  });
  const amount = (euros: number) => formatPrice(euros, locale);
  return { text, lines, total, amount, words };
}

describe("estimateText", () => {
  it("says the users, the tier, each offering's price, the total, the terms and the link back", () => {
    const { text, lines, total, amount } = estimate("en");
    expect(text).toBe(
      [
        "Registered users: 8,000",
        "Tier: 5,000 – 10,000 registered users",
        "",
        ...lines.map((line) => `${line.offering.title}: ${amount(line.price ?? 0)} EUR`),
        "",
        `Total: ${amount(total)} EUR`,
        "List prices excl. VAT.",
        "Flat price.",
        "Valid from today.",
        "",
        `This estimate online: ${LINK}`,
      ].join("\n"),
    );
    expect(text).toContain("Golden Gate Internal and External (both BOP and SUBOPiere): ");
  });

  it("writes German with German numbers and the same tier word as the page", () => {
    const { text, lines, total, amount } = estimate("de");
    expect(text).toContain("Registrierte Benutzer: 8.000\nPreisstufe: 5.000 – 10.000");
    expect(text).toContain(`BOP Enterprise core: ${amount(lines[0]?.price ?? 0)} EUR`);
    expect(text).toContain(`Summe: ${amount(total)} EUR\nListenpreise zzgl. USt.`);
    expect(text).toContain("Golden Gate Internal and External (für BOP und SUBOPiere): ");
  });
});

describe("mailtoHref", () => {
  it("writes to an address, or to nobody yet, so the buyer can forward the estimate", () => {
    const { text, words } = estimate("en");
    const offer = new URL(mailtoHref(company.email, words.offerSubject, text));
    expect(offer.pathname).toBe(company.email);
    expect(offer.searchParams.get("subject")).toBe("Request for an offer");
    expect(offer.searchParams.get("body")).toBe(text);
    const forward = new URL(mailtoHref("", words.mailSubject, text));
    expect(forward.pathname).toBe("");
    expect(forward.searchParams.get("subject")).toBe("Price estimate");
  });

  it("encodes spaces as %20, not +, so every mail program reads them", () => {
    const href = mailtoHref("", "Price estimate", "a b");
    expect(href).not.toContain("+");
    expect(href).toBe("mailto:?subject=Price%20estimate&body=a%20b");
  });
});
