// Checked by `npm run typecheck` only: each @ts-expect-error must meet the error it expects, so a
// Translation type that let a missing, extra or renamed entry through would fail the check.
import type { Translation } from "./translation";

export const english = {
  heading: "Prices",
  tiers: [{ id: "upTo5k", label: "0 – 5,000 registered users" }],
  nested: { body: "Text" },
} as const;
type German = Translation<typeof english>;

export const complete = {
  heading: "Preise",
  tiers: [{ id: "upTo5k", label: "0 – 5.000 registrierte Benutzer" }],
  nested: { body: "Text" },
} satisfies German;

const tiers = [{ id: "upTo5k", label: "0 – 5.000 registrierte Benutzer" }] as const;

// @ts-expect-error a missing entry
export const missing = { heading: "Preise", tiers } satisfies German;

export const missingListEntry = {
  heading: "Preise",
  // @ts-expect-error a fixed list with an entry missing
  tiers: [],
  nested: { body: "Text" },
} satisfies German;

export const extra = {
  heading: "Preise",
  tiers,
  nested: { body: "Text" },
  // @ts-expect-error an entry English does not have
  subtitle: "Zusatz",
} satisfies German;

export const nestedMissing = {
  heading: "Preise",
  tiers,
  // @ts-expect-error a missing nested entry
  nested: {},
} satisfies German;

export const renamedId = {
  heading: "Preise",
  // @ts-expect-error a fixed field (an id) that differs from English
  tiers: [{ id: "bis5k", label: "0 – 5.000 registrierte Benutzer" }],
  nested: { body: "Text" },
} satisfies German;
