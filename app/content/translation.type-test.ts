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

// The site's own German modules are held to the same rule: the German chrome without the
// language switch's label does not pass for the chrome, nor a German card with a German slug.
type GermanChrome = typeof import("./de/chrome").chrome;
type Chrome = import("./chrome").Chrome;
type ChromeWithoutSwitch = Omit<GermanChrome, "languageSwitch">;
// @ts-expect-error the German chrome missing an entry of the English one
export const incompleteChrome: Chrome = {} as ChromeWithoutSwitch;

type FirstCard = import("./home").HomeContent["cards"][0];
type GermanFirstCard = (typeof import("./de/home").homeContent)["cards"][0];
export const germanCard: FirstCard = {} as GermanFirstCard;
// @ts-expect-error the same German card with its slug translated
export const renamedSlug: FirstCard = {} as Omit<GermanFirstCard, "slug"> & { slug: "erp-de" };
