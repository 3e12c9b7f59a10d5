import { describe, expect, it } from "vitest";
import { company } from "~/content/company";
import { priceExplorer as german } from "~/content/de/prices";
import { priceExplorer } from "~/content/prices";
import { estimateMailHref } from "~/lib/estimate-mail";
import { estimateLines, estimateTotal } from "~/lib/price-explorer";

function mail(words: typeof priceExplorer.estimate | typeof german.estimate, locale: "en" | "de") {
  const lines = estimateLines(["bop-enterprise-core", "bop-etl", "golden-gate"], "upTo10k");
  const href = estimateMailHref({
    email: company.email,
    words,
    tierLabel:
      locale === "en" ? "5,000 – 10,000 registered users" : "5.000 – 10.000 registrierte Benutzer",
    lines,
    total: estimateTotal(lines),
    locale,
  });
  const url = new URL(href);
  return { url, body: url.searchParams.get("body"), subject: url.searchParams.get("subject") };
}

describe("estimateMailHref", () => {
  it("writes to the site's address with the tier, each offering's price, the total and the VAT note", () => {
    const { url, subject, body } = mail(priceExplorer.estimate, "en");
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(company.email);
    expect(subject).toBe("Price estimate");
    expect(body).toBe(
      [
        "Tier: 5,000 – 10,000 registered users",
        "",
        "BOP Enterprise core: 450,000 EUR",
        "BOP ETL: 200,000 EUR",
        "Golden Gate Internal and External (both BOP and SUBOPiere): 40,000 EUR",
        "",
        "Total: 690,000 EUR",
        "List prices excl. VAT.",
      ].join("\n"),
    );
  });

  it("writes German mail with German numbers", () => {
    const { subject, body } = mail(german.estimate, "de");
    expect(subject).toBe("Preisschätzung");
    expect(body).toContain("BOP Enterprise core: 450.000 EUR");
    expect(body).toContain("Summe: 690.000 EUR\nListenpreise zzgl. USt.");
  });

  it("encodes spaces as %20, not +, so every mail program reads them", () => {
    const href = mail(priceExplorer.estimate, "en").url.href;
    expect(href).not.toContain("+");
    expect(href).toContain("Price%20estimate");
  });
});
