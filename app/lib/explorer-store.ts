import { atom } from "nanostores";
import { USERS_SETTLE_MS } from "~/content/constants";
import type { Locale } from "~/content/locales";
import type { ExplorerContent, TierId } from "~/content/price-list";
import { tierSentence, toggleSentence } from "~/lib/estimate-announcement";
import { carryQueryToLanguageSwitch } from "~/lib/language-switch-links";
import {
  EMPTY_EXPLORER,
  explorerListOf,
  readExplorerQuery,
  readListDate,
  withoutPicked,
  withTier,
  withToggled,
  withUsers,
  withView,
  writeExplorerState,
  type ExplorerList,
  type ExplorerState,
  type ExplorerView,
} from "~/lib/price-explorer";

/**
 * The price explorer's one state, shared by its islands (the controls, the estimate, the
 * comparison view and the printout's head), each hydrated on its own, and by the static list's
 * "Add to estimate" boxes.
 * The state lives in the address: `history.replaceState` for each keystroke, `pushState` for each
 * choice, and Back or Forward brings the address's state back. The price list itself is static
 * HTML; the tier reaches it through the price page's `data-tier`, which app.css reads.
 */

/** The static element around the price list, which carries the explorer's tier and view. */
export const PRICE_PAGE_ID = "price-page";
/** The static notice shown where the controls stood when the explorer has failed. */
export const UNAVAILABLE_ID = "explorer-unavailable";
/** The estimate's live region, which the controls island renders empty. */
export const ANNOUNCER_ID = "estimate-announcer";
/** Marks each table's "Add to estimate" box in the static list with its offering's id. */
export const BOX_ATTRIBUTE = "data-offering";
/** Set on the price page once the explorer answers: its controls show from then on (app.css). */
export const READY_ATTRIBUTE = "data-explorer-ready";
/** Set on the price page when the explorer failed: its controls go, the notice shows (app.css). */
export const FAILED_ATTRIBUTE = "data-explorer-failed";

/** What the explorer works with, handed over once by the controls' island as it hydrates. */
export interface ExplorerSetup {
  content: ExplorerContent;
  locale: Locale;
  /** The company's mail address, which "Request an offer" writes to. */
  email: string;
  /** The price page's absolute address, which mails and printouts link back to. */
  pageUrl: string;
  /** The day the prices hold from, as the page writes it ("1 January 2026"), from the build. */
  validFromDate: string;
}

export interface ExplorerContext extends ExplorerSetup {
  list: ExplorerList;
}

/** A keystroke replaces the current history entry; a choice adds one, so Back undoes it. */
export type HistoryStep = "push" | "replace";

export const explorerState = atom<ExplorerState>(EMPTY_EXPLORER);
/** Set once the explorer has started; none on the server and before the controls hydrate. */
export const explorerContext = atom<ExplorerContext | undefined>(undefined);
/** The price list's date the address named as the page opened or at Back or Forward, if any. */
export const linkedDate = atom<string | undefined>(undefined);
/** Whether the explorer has failed; its islands then render nothing. */
export const explorerFailed = atom(false);

/** The query a state writes, with its "?" (or nothing for the plain page), as `location.search`. */
function searchOf(state: ExplorerState, list: ExplorerList): string {
  const query = writeExplorerState(state, list).toString();
  return query ? `?${query}` : "";
}

/** The address that restores a state: a mail's or a printout's link. */
export function linkOf(state: ExplorerState, context: ExplorerContext): string {
  // Commas may stand in a query as they are; a link in a mail or on paper reads better so.
  const query = writeExplorerState(state, context.list).toString().replaceAll("%2C", ",");
  return query ? `${context.pageUrl}?${query}` : context.pageUrl;
}

export function pricePage(): HTMLElement | null {
  return document.getElementById(PRICE_PAGE_ID);
}

/** Whether focus is on one of the explorer's controls, which a failure takes away. */
export function controlHasFocus(): boolean {
  return !!document.activeElement?.closest(`#${PRICE_PAGE_ID} .needs-js`);
}

/**
 * Marks the explorer failed, once: the controls that needed it go and the static notice shows
 * (app.css), the list stays whole. Focus that was on a control goes to the notice, which says why.
 * `log` is false for an error React has already logged (a component that threw as it rendered).
 */
export function failExplorer(error: unknown, { log = true, hadFocus = false } = {}): void {
  if (explorerFailed.get()) return;
  if (log) console.error(error);
  const focusLost = hadFocus || controlHasFocus();
  explorerFailed.set(true);
  pricePage()?.setAttribute(FAILED_ATTRIBUTE, "");
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

/**
 * Puts the state's query in the address bar, and in the language switch's links. The path and
 * hash stay; `history` never scrolls. A step that changes nothing in the address adds no entry.
 */
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
 * Runs `write` once the browser has painted the answer to the current input: a history call costs
 * the main thread more than rendering a keystroke does (Chromium, 4× slowed CPU), so it waits
 * until the visitor sees the change. The timeout covers a hidden tab, which paints no frames.
 */
function afterNextPaint(write: () => void): void {
  requestAnimationFrame(() => setTimeout(write, 0));
  setTimeout(write, 250);
}

/**
 * Changes the state. The address follows after the next paint; keystrokes within one frame make
 * one write, and a choice and the keystrokes after it one entry, but two choices two entries.
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

/**
 * The tier's rows of every table, marked by app.css from the page's `data-tier`: written only when
 * the tier changes, not at each keystroke within one.
 */
function markTier(state: ExplorerState): void {
  const page = pricePage();
  if (!page || page.dataset.tier === state.tier) return;
  if (state.tier) page.dataset.tier = state.tier;
  else delete page.dataset.tier;
}

/** The static list's boxes, ticked as the state says. */
function listBoxes(): HTMLInputElement[] {
  return [...document.querySelectorAll<HTMLInputElement>(`input[${BOX_ATTRIBUTE}]`)];
}

let ticked: readonly string[] | undefined;
function tickBoxes(state: ExplorerState): void {
  if (state.picked === ticked) return;
  ticked = state.picked;
  for (const box of listBoxes()) {
    box.checked = state.picked.includes(box.getAttribute(BOX_ATTRIBUTE) ?? "");
  }
}

/**
 * A tick of a box of the static list. They are plain inputs in the page's HTML, not islands: 23
 * islands of one box each cost the page's load more script time than the rest of the explorer
 * (docs/performance-findings.md, issue 50). The box shows the state whatever the tick did.
 */
function onBoxChange(event: Event): void {
  const box = event.target;
  if (!(box instanceof HTMLInputElement)) return;
  const id = box.getAttribute(BOX_ATTRIBUTE);
  if (id === null) return;
  explorerActions.toggle(id);
  box.checked = explorerState.get().picked.includes(id);
}

/** One sentence in the estimate's live region, if there is one to say. */
function say(sentence: string): void {
  const region = document.getElementById(ANNOUNCER_ID);
  if (sentence && region) region.textContent = sentence;
}

let settling: ReturnType<typeof setTimeout> | undefined;
/** The tier before the count now being typed: its settling says a tier only if it changed. */
let tierBeforeTyping: TierId | undefined;

/**
 * The state an address describes, keeping the current one when the address says the same: a
 * count that cannot be read is not in the address, and must survive a jump to #estimate (which
 * also fires popstate) while the visitor is still typing it.
 */
function followAddress(): void {
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

/**
 * Starts the explorer, once per page: reads the address, follows Back and Forward, and takes the
 * last change along when the page is left (a link, a reload). Called by the controls' island as
 * it hydrates; every other island waits for it.
 */
export function startExplorer(setup: ExplorerSetup): void {
  if (explorerContext.get()) return;
  guarded(() => {
    explorerContext.set({ ...setup, list: explorerListOf(setup.content) });
    explorerState.subscribe((state) => {
      markTier(state);
      tickBoxes(state);
    });
    followAddress();
    pricePage()?.addEventListener("change", onBoxChange);
    window.addEventListener("popstate", followAddress);
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
    update((latest) => withTier(latest, tier), "push");
  },
  chooseView(view: ExplorerView): void {
    update((latest) => withView(latest, view), "push");
  },
  toggle(id: string): void {
    const context = explorerContext.get();
    if (!context) return;
    const before = explorerState.get();
    update((latest) => withToggled(latest, id, context.list), "push");
    const after = explorerState.get();
    if (after !== before) guarded(() => say(toggleSentence(id, after, context)));
  },
  clear(): void {
    const context = explorerContext.get();
    const before = explorerState.get();
    update(withoutPicked, "push");
    if (context && explorerState.get() !== before && before.picked.length > 0) {
      say(context.content.explorer.announce.cleared);
    }
  },
};

/** Forgets everything, for the next test: the module outlives a test's page. */
export function resetExplorerForTests(): void {
  pricePage()?.removeEventListener("change", onBoxChange);
  ticked = undefined;
  window.removeEventListener("popstate", followAddress);
  window.removeEventListener("pagehide", flush);
  clearTimeout(settling);
  settling = undefined;
  pending = null;
  explorerState.off();
  explorerState.set(EMPTY_EXPLORER);
  explorerContext.set(undefined);
  linkedDate.set(undefined);
  explorerFailed.set(false);
}
