import { describe, expect, it } from "vitest";
import type { Locale } from "~/content/locales";
import type { TierId } from "~/content/price-list";
import { readContent } from "~/content/read";
import { estimateText, nextTierText } from "~/lib/estimate-mail";
import { formatNumber, formatUserRange } from "~/lib/format";
import { estimateLines, estimateTotal, explorerListOf, nextTierStep } from "~/lib/price-explorer";

const PICKED = ["bop-enterprise-core", "bop-etl", "golden-gate"];
const LINK = "https://www.tesseris.example/prices?users=8000&offerings=bop-enterprise-core";

describe("estimateText", () => {
  it("says the users, the tier, each price, the total, the terms, the next tier and the link back", () => {
    const content = readContent("en").prices;
    const lines = estimateLines(PICKED, "upTo10k", explorerListOf(content));
    const total = estimateTotal(lines);
    const text = estimateText({
      words: content.explorer.estimate,
      tierLabel: formatUserRange(content.tiers[1].users, content.page.userRange, "en"),
      users: "8,000",
      lines,
      total,
      locale: "en",
      terms: ["Flat price.", "Valid from today."],
      link: LINK,
      nextTier: "The next tier.",
    });
    const amount = (euros: number) => formatNumber(euros, "en");
    expect(text).toBe(
      [
        "Registered users: 8,000",
        "Tier: 5,000 – 10,000 registered users",
        "",
        ...lines.map((line) => `${line.offering.title}: ${amount(line.price ?? 0)}\u00a0EUR`),
        "",
        `Total for 3 offerings: ${amount(total)}\u00a0EUR`,
        "List prices excl. VAT.",
        "Flat price.",
        "Valid from today.",
        "",
        "The next tier.",
        "",
        `This estimate online: ${LINK}`,
      ].join("\n"),
    );
    expect(text).toContain("Golden Gate Internal and External (both BOP and SUBOPiere): ");
  });
});

describe("nextTierText", () => {
  /** The three offerings of PICKED at each tier, added up by hand from content/price-list.yaml. */
  const TOTAL_AT = { upTo5k: 380_000, upTo10k: 690_000, upTo50k: 1_270_000, over50k: 2_460_000 };
  /** A count at, just below and just above each bound: its tier, and the next tier's first count. */
  const STEPS = [
    { users: 4_999, tier: "upTo5k", next: "upTo10k", from: 5_001, room: 1 },
    { users: 5_000, tier: "upTo5k", next: "upTo10k", from: 5_001, room: 0 },
    { users: 5_001, tier: "upTo10k", next: "upTo50k", from: 10_001, room: 4_999 },
    { users: 10_000, tier: "upTo10k", next: "upTo50k", from: 10_001, room: 0 },
    { users: 10_001, tier: "upTo50k", next: "over50k", from: 50_001, room: 39_999 },
    { users: 50_000, tier: "upTo50k", next: "over50k", from: 50_001, room: 0 },
  ] as const;
  /** Grouped by hand, so a slip in the app's formatter cannot hide in the expectation. */
  const n = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

  function textAt(users: number | undefined, tier: TierId, picked: string[], locale: Locale) {
    const content = readContent(locale).prices;
    const list = explorerListOf(content);
    const step = nextTierStep(estimateLines(picked, tier, list), tier, users, list);
    return { text: step && nextTierText(step, content.explorer.estimate, locale), content };
  }

  for (const { users, tier, next, from, room } of STEPS) {
    it(`at ${n(users)} users: the room left in the tier, and the next tier's cost`, () => {
      const { text, content } = textAt(users, tier, PICKED, "en");
      const { nextTier, currency } = content.explorer.estimate;
      // English's form for the room, chosen by the platform.
      const roomForms = room === 0 ? nextTier.roomNone : nextTier.room;
      const form = new Intl.PluralRules("en").select(room) as "one" | "other";
      const roomWords = roomForms[form] ?? roomForms.other;
      const cost = nextTier.cost.other
        .replace("{count}", "3")
        .replace("{from}", n(from))
        .replace("{total}", `${n(TOTAL_AT[next])}\u00a0${currency}`)
        .replace("{difference}", `${n(TOTAL_AT[next] - TOTAL_AT[tier])}\u00a0${currency}`);
      expect(text).toBe(`${roomWords.replace("{count}", n(room === 0 ? users : room))} ${cost}`);
    });
  }

  it("says nothing of a next tier above 50,000 users, or for an empty estimate", () => {
    expect(textAt(50_001, "over50k", PICKED, "en").text).toBeUndefined();
    expect(textAt(undefined, "over50k", PICKED, "en").text).toBeUndefined();
    expect(textAt(8_000, "upTo10k", [], "en").text).toBeUndefined();
  });

  it("for a tier chosen without a count, says what the next tier costs, with no distance", () => {
    expect(textAt(undefined, "upTo10k", PICKED, "en").text).toBe(
      "From 10,001 users, these 3 offerings cost 1,270,000\u00a0EUR, 580,000\u00a0EUR more.",
    );
  });

  it("speaks of one offering in the singular, in every language", () => {
    expect(textAt(8_000, "upTo10k", ["golden-gate"], "en").text).toBe(
      "2,000 more users stay in this tier. From 10,001 users, this offering costs 80,000\u00a0EUR, 40,000\u00a0EUR more.",
    );
    expect(textAt(8_000, "upTo10k", ["golden-gate"], "de").text).toBe(
      "2.000 weitere Benutzer bleiben in dieser Preisstufe. Ab 10.001 Benutzern kostet diese Position 80.000\u00a0EUR, 40.000\u00a0EUR mehr.",
    );
    // Polish keeps a one-letter word with the next (`keepWithNext`, app/content/locales.ts).
    expect(textAt(8_000, "upTo10k", ["golden-gate"], "pl").text).toBe(
      "Jeszcze 2000 użytkowników mieści się w\u00a0tym przedziale. Od 10\u00a0001 użytkowników ta pozycja kosztuje 80\u00a0000\u00a0EUR, czyli o\u00a040\u00a0000\u00a0EUR więcej.",
    );
  });
});
