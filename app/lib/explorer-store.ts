import { atom } from "nanostores";
import { USERS_SETTLE_MS } from "~/content/constants";
import type { Locale } from "~/content/locales";
import type { ExplorerContent, TierId } from "~/content/price-list";
import { afterNextPaint } from "~/lib/after-next-paint";
import {
  barParts,
  tierChosenSentence,
  tierSentence,
  toggleSentence,
} from "~/lib/estimate-announcement";
import { ISLAND_FAILED_ATTRIBUTE } from "~/lib/island-failure";
import { carryQueryToLanguageSwitch } from "~/lib/language-switch-links";
import {
  EMPTY_EXPLORER,
  explorerListOf,
  readExplorerQuery,
  readListDate,
  withTier,
  withToggled,
  withUsers,
  writeExplorerState,
  type ExplorerList,
  type ExplorerState,
  type ExplorerView,
} from "~/lib/price-explorer";

// The price explorer's one state, for its islands and the list's boxes; kept in the address.

export const PRICE_PAGE_ID = "price-page";
/** The notice shown where the controls stood once the explorer has failed. */
export const UNAVAILABLE_ID = "explorer-unavailable";
export const ANNOUNCER_ID = "estimate-announcer";
/** Marks each "Add to estimate" box of the static list with its offering's id. */
export const BOX_ATTRIBUTE = "data-offering";
/** Marks the parts of the estimate's bar (estimate-bar.tsx) that the store writes. */
export const BAR_PART_ATTRIBUTE = "data-bar-part";
/** On the price page once the explorer answers: its controls show (app.css). */
const READY_ATTRIBUTE = "data-explorer-ready";
/** On the root while the estimate holds something: the bar shows, focus clear of it (app.css). */
const ESTIMATE_ATTRIBUTE = "data-estimate";
/** On the root once the bar's link is followed: the estimate needs no room kept (app.css). */
const ESTIMATE_FOLLOWED_ATTRIBUTE = "data-estimate-followed";

/** What the explorer works with, handed over once by the controls' island as it hydrates. */
export interface ExplorerSetup {
  content: ExplorerContent;
  locale: Locale;
  email: string;
  /** The price page's absolute address, which mails and printouts link back to. */
  pageUrl: string;
  /** "1 January 2026" */
  validFromDate: string;
}

export type ExplorerContext = ExplorerSetup & { list: ExplorerList };

/** A keystroke replaces the current history entry; a choice adds one, so Back undoes it. */
type HistoryStep = "push" | "replace";

export const explorerState = atom<ExplorerState>(EMPTY_EXPLORER);
/** Set once the explorer has started; none on the server and before the controls hydrate. */
export const explorerContext = atom<ExplorerContext | undefined>(undefined);
/** The price list's date the address named as the page opened or at Back or Forward, if any. */
export const linkedDate = atom<string | undefined>(undefined);
export const explorerFailed = atom(false);

/** The query a state writes, with its "?" (or nothing for the plain page), as `location.search`. */
function searchOf(state: ExplorerState, list: ExplorerList): string {
  const query = writeExplorerState(state, list).toString();
  return query ? `?${query}` : "";
}

/** The address that restores a state, for a mail or a printout: commas read better unescaped. */
export function linkOf(state: ExplorerState, context: ExplorerContext): string {
  return `${context.pageUrl}${searchOf(state, context.list).replaceAll("%2C", ",")}`;
}

export function pricePage(): HTMLElement | null {
  return document.getElementById(PRICE_PAGE_ID);
}

/** Whether focus is on one of the explorer's controls, which a failure takes away. */
export function controlHasFocus(): boolean {
  return !!document.activeElement?.closest(`#${PRICE_PAGE_ID} .needs-js`);
}

/** Fails the explorer once: the notice replaces the controls (and takes their focus). */
export function failExplorer(error: unknown, { log = true, hadFocus = false } = {}): void {
  if (explorerFailed.get()) return;
  const page = pricePage();
  // An island whose code never came may have marked the page already, and logged why.
  if (log && !page?.hasAttribute(ISLAND_FAILED_ATTRIBUTE)) console.error(error);
  const focusLost = hadFocus || controlHasFocus();
  explorerFailed.set(true);
  page?.setAttribute(ISLAND_FAILED_ATTRIBUTE, "");
  document.documentElement.removeAttribute(ESTIMATE_ATTRIBUTE);
  if (focusLost) document.getElementById(UNAVAILABLE_ID)?.focus();
}

/** Runs `work`, and fails the explorer if it throws: a broken step must not leave half a state. */
function guarded(work: () => void): void {
  if (explorerFailed.get()) return;
  try {
    work();
  } catch (error) {
    failExplorer(error);
  }
}

/** Where the address goes next, once the page has painted the change. */
let pending: { state: ExplorerState; step: HistoryStep } | null = null;

/** Puts the pending state's query in the address and the language switch; adds no empty step. */
function flush(): void {
  const write = pending;
  pending = null;
  const context = explorerContext.get();
  if (!write || !context) return;
  guarded(() => {
    const { pathname, search, hash } = window.location;
    const next = searchOf(write.state, context.list);
    if (next === search) return;
    const url = `${pathname}${next}${hash}`;
    // A replaced entry keeps whatever state the page's own scripts gave it.
    if (write.step === "replace") window.history.replaceState(window.history.state, "", url);
    else window.history.pushState(null, "", url);
    carryQueryToLanguageSwitch(next);
  });
}

/**
 * The address follows once the change is painted: a history call costs more than rendering a
 * keystroke (Chromium, 4× CPU).
 */
function update(change: (current: ExplorerState) => ExplorerState, step: HistoryStep): void {
  guarded(() => {
    const next = change(explorerState.get());
    if (next === explorerState.get()) return;
    explorerState.set(next);
    // A choice still waiting gets its own entry before the next choice takes one.
    if (pending?.step === "push" && step === "push") flush();
    const pushes = step === "push" || pending?.step === "push";
    pending = { state: next, step: pushes ? "push" : "replace" };
    afterNextPaint(flush);
  });
}

/** The page's `data-tier`, which marks the tier's rows (app.css). */
function markTier(tier: TierId | undefined): void {
  const page = pricePage();
  if (!page) return;
  if (tier) page.dataset.tier = tier;
  else delete page.dataset.tier;
}

/** The page's boxes, found once. */
let boxes: readonly HTMLInputElement[] | undefined;

function findBoxes(): readonly HTMLInputElement[] {
  boxes ??= [...document.querySelectorAll<HTMLInputElement>(`input[${BOX_ATTRIBUTE}]`)];
  return boxes;
}

/**
 * Ticks the boxes of the picked offerings, the list's, the picker's and the comparison's: the boxes
 * of the offerings `only` names, or all.
 */
function tickBoxes(picked: readonly string[], only?: ReadonlySet<string>): void {
  for (const box of findBoxes()) {
    const id = box.getAttribute(BOX_ATTRIBUTE) ?? "";
    if (only && !only.has(id)) continue;
    const on = picked.includes(id);
    box.checked = on;
    // The markup says so too, for whatever reads it rather than the box (a form reset, a tool).
    box.toggleAttribute("checked", on);
  }
}

/** For boxes just added to the page (the comparison's): finds the boxes again, ticks them all. */
export function tickAllBoxes(): void {
  boxes = undefined;
  tickBoxes(explorerState.get().picked);
}

/** The bar's count and total, static HTML found once. */
let barWords: readonly Element[] | undefined;
/**
 * Shows the estimate's bar and writes its count and total, in the change's own task: a tick renders
 * no island before its frame (issue 62).
 */
function showBar(state: ExplorerState): void {
  const context = explorerContext.get();
  const page = pricePage();
  if (!context || !page) return;
  const parts = barParts(state, context);
  document.documentElement.toggleAttribute(ESTIMATE_ATTRIBUTE, parts !== undefined);
  if (!parts) return;
  barWords ??= [...page.querySelectorAll(`[${BAR_PART_ATTRIBUTE}]`)];
  for (const part of barWords) {
    const name = part.getAttribute(BAR_PART_ATTRIBUTE);
    writeText(part, name === "total" ? (parts.total ?? "") : parts.offerings);
  }
}

/** Changes the words in place once there are some: a new text node costs a layout object more. */
function writeText(element: Element, words: string): void {
  const text = element.firstChild;
  if (text instanceof Text && !text.nextSibling) text.data = words;
  else element.textContent = words;
}

/** The state the page shows: a change writes only what differs, a tick only its own boxes. */
let shown: ExplorerState | undefined;
/** While a box's own change is handled: the browser has ticked it, and its twins can wait. */
let boxChanging = false;

function showState(state: ExplorerState): void {
  const before = shown;
  shown = state;
  // The tier only when it changes, not at each keystroke.
  if (state.tier !== before?.tier) markTier(state.tier);
  if (state.picked !== before?.picked) {
    const changed = new Set([...(before?.picked ?? []), ...state.picked]);
    // A ticked box's twins (the picker's, the list's, the comparison's) follow once the new total
    // is painted: mostly out of view, each would repaint its region in that frame (issue 62).
    if (boxChanging) {
      afterNextPaint(() => guarded(() => tickBoxes(explorerState.get().picked, changed)));
    } else {
      tickBoxes(state.picked, changed);
    }
  }
  if (state.picked !== before?.picked || state.tier !== before?.tier) showBar(state);
}

/** The bar's link jumps to the estimate; focus goes with it, for Tab and a screen reader. */
function onBarLinkClick(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest(".estimate-bar a") : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  document.documentElement.setAttribute(ESTIMATE_FOLLOWED_ATTRIBUTE, "");
  document.getElementById(link.hash.slice(1))?.focus({ preventScroll: true });
}

/**
 * Every box is a plain input the store ticks and listens to, so a tick renders no island in its own
 * frame: docs/performance-findings.md, issues 50 and 62.
 */
function onBoxChange(event: Event): void {
  const box = event.target;
  const id = box instanceof HTMLInputElement ? box.getAttribute(BOX_ATTRIBUTE) : null;
  if (!(box instanceof HTMLInputElement) || id === null) return;
  boxChanging = true;
  try {
    explorerActions.toggle(id);
  } finally {
    boxChanging = false;
  }
  box.checked = explorerState.get().picked.includes(id);
}

function say(sentence: string): void {
  const region = document.getElementById(ANNOUNCER_ID);
  if (sentence && region) region.textContent = sentence;
}

/** A choice's sentence, once the page has painted it: heard as soon, it costs the frame nothing. */
function sayAfterPaint(sentence: () => string): void {
  afterNextPaint(() => guarded(() => say(sentence())));
}

let settling: ReturnType<typeof setTimeout> | undefined;
/** The tier before the count now being typed: its settling says a tier only if it changed. */
let tierBeforeTyping: TierId | undefined;

/** Whether the view last came from the address (a load, Back or Forward) rather than a choice. */
let viewFromAddress = false;
export const viewCameFromAddress = () => viewFromAddress;

/** The address's state; the current one if the same, so an unreadable count survives #estimate. */
function followAddress(): void {
  viewFromAddress = true;
  guarded(() => {
    const context = explorerContext.get();
    if (!context) return;
    // Back or Forward wins over a write still waiting for its frame.
    pending = null;
    const current = explorerState.get();
    const described = readExplorerQuery(window.location.search, context.list);
    const same = searchOf(current, context.list) === searchOf(described, context.list);
    const followed = same ? current : described;
    explorerState.set(followed);
    linkedDate.set(readListDate(window.location.search));
    carryQueryToLanguageSwitch(searchOf(followed, context.list));
  });
}

/** Starts the explorer once per page, as the controls' island hydrates; the others wait for it. */
export function startExplorer(setup: ExplorerSetup): void {
  if (explorerContext.get()) return;
  guarded(() => {
    // Found anew on this page: a test's page follows another's in the same module.
    boxes = undefined;
    barWords = undefined;
    explorerContext.set({ ...setup, list: explorerListOf(setup.content) });
    explorerState.subscribe(showState);
    followAddress();
    pricePage()?.addEventListener("change", onBoxChange);
    pricePage()?.addEventListener("click", onBarLinkClick);
    window.addEventListener("popstate", followAddress);
    // A link or a reload takes the last change along.
    window.addEventListener("pagehide", flush);
    pricePage()?.setAttribute(READY_ATTRIBUTE, "");
  });
}

/** What a visitor does in the explorer, from whichever island they do it in. */
export const explorerActions = {
  typeUsers(typed: string): void {
    const context = explorerContext.get();
    if (!context) return;
    const before = explorerState.get();
    update((latest) => withUsers(latest, typed, context.list), "replace");
    if (explorerState.get() === before) return;
    if (settling === undefined) tierBeforeTyping = before.tier;
    clearTimeout(settling);
    settling = setTimeout(() => {
      settling = undefined;
      guarded(() => {
        const settled = explorerState.get();
        const previous = tierBeforeTyping;
        tierBeforeTyping = settled.tier;
        if (settled.tier !== previous) say(tierSentence(settled, context));
      });
    }, USERS_SETTLE_MS);
  },
  chooseTier(tier: TierId): void {
    const context = explorerContext.get();
    const before = explorerState.get();
    update((latest) => withTier(latest, tier), "push");
    const after = explorerState.get();
    if (context && after.tier !== before.tier) {
      sayAfterPaint(() => tierChosenSentence(after, context));
    }
  },
  chooseView(view: ExplorerView): void {
    viewFromAddress = false;
    update((latest) => ({ ...latest, view }), "push");
  },
  toggle(id: string): void {
    const context = explorerContext.get();
    if (!context) return;
    const before = explorerState.get();
    update((latest) => withToggled(latest, id, context.list), "push");
    const after = explorerState.get();
    if (after !== before) sayAfterPaint(() => toggleSentence(id, after, context));
  },
  clear(): void {
    const context = explorerContext.get();
    const before = explorerState.get();
    update((latest) => (latest.picked.length ? { ...latest, picked: [] } : latest), "push");
    if (context && explorerState.get() !== before) {
      sayAfterPaint(() => context.content.explorer.announce.cleared);
    }
  },
};

/** Forgets everything, for the next test: the module outlives a test's page. */
export function resetExplorerForTests(): void {
  pricePage()?.removeEventListener("change", onBoxChange);
  pricePage()?.removeEventListener("click", onBarLinkClick);
  shown = undefined;
  document.documentElement.removeAttribute(ESTIMATE_ATTRIBUTE);
  document.documentElement.removeAttribute(ESTIMATE_FOLLOWED_ATTRIBUTE);
  window.removeEventListener("popstate", followAddress);
  window.removeEventListener("pagehide", flush);
  clearTimeout(settling);
  settling = undefined;
  pending = null;
  viewFromAddress = false;
  explorerState.off();
  explorerState.set(EMPTY_EXPLORER);
  explorerContext.set(undefined);
  linkedDate.set(undefined);
  explorerFailed.set(false);
}
