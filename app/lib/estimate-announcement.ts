import { formatAmount, nextTierText, totalLine } from "~/lib/estimate-mail";
import type { ExplorerContext } from "~/lib/explorer-store";
import { countWords, formatNumber, formatUserRange } from "~/lib/format";
import {
  estimateLines,
  estimateTotal,
  nextTierStep,
  typedUsers,
  type ExplorerState,
} from "~/lib/price-explorer";

type AnnouncementContext = Pick<ExplorerContext, "content" | "locale" | "list">;

/** The estimate bar's words: "3 offerings" and, with a tier, "1,270,000 EUR"; none if empty. */
export function barParts(state: ExplorerState, context: AnnouncementContext) {
  const { content, locale, list } = context;
  const lines = estimateLines(state.picked, state.tier, list);
  if (lines.length === 0) return undefined;
  const words = content.explorer.estimate;
  return {
    offerings: countWords(words.offerings, lines.length, locale),
    total: state.tier ? formatAmount(estimateTotal(lines), words, locale) : undefined,
  };
}

/** "BOP ETL added: 120,000 EUR. Total: 160,000 EUR."; without a tier, the offering alone. */
export function toggleSentence(id: string, after: ExplorerState, context: AnnouncementContext) {
  const { content, locale, list } = context;
  const words = content.explorer.announce;
  const offering = list.offerings.find((candidate) => candidate.id === id);
  if (!offering) return "";
  const added = after.picked.includes(id);
  const count = after.picked.length;
  if (!after.tier) {
    const forms = added ? words.addedNoTier : words.removedNoTier;
    return countWords(forms, count, locale, { offering: offering.title });
  }
  const amounts = content.explorer.estimate;
  const total = estimateTotal(estimateLines(after.picked, after.tier, list));
  return countWords(added ? words.added : words.removed, count, locale, {
    offering: offering.title,
    price: formatAmount(offering.prices[after.tier], amounts, locale),
    total: formatAmount(total, amounts, locale),
  });
}

/**
 * A tier chosen by its button, which a screen reader names itself: the estimate's new total, in
 * the estimate's own words ("Total for 2 offerings: 935,000 EUR"), if it holds anything.
 */
export function tierChosenSentence(after: ExplorerState, context: AnnouncementContext): string {
  const { content, locale, list } = context;
  const lines = estimateLines(after.picked, after.tier, list);
  if (lines.length === 0 || !after.tier) return "";
  return totalLine(lines.length, estimateTotal(lines), content.explorer.estimate, locale);
}

/** A settled count: "8,000 users: tier “5,000 – 10,000 registered users”.", and the total. */
export function tierSentence(after: ExplorerState, context: AnnouncementContext): string {
  const { content, locale, list } = context;
  const users = typedUsers(after, list);
  const range = content.tiers.find((tier) => tier.id === after.tier)?.users;
  if (users === undefined || !range) return "";
  const words = content.explorer.announce;
  const lines = estimateLines(after.picked, after.tier, list);
  const values = {
    users: formatNumber(users, locale),
    tier: formatUserRange(range, content.page.userRange, locale),
    total: formatAmount(estimateTotal(lines), content.explorer.estimate, locale),
  };
  if (lines.length === 0) return countWords(words.tier, users, locale, values);
  const step = nextTierStep(lines, after.tier, users, list);
  const next = step ? ` ${nextTierText(step, content.explorer.estimate, locale)}` : "";
  return `${countWords(words.tierWithTotal, users, locale, values)}${next}`;
}
