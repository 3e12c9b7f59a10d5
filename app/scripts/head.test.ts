import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  HEADER_SCROLL_THRESHOLD_PX,
  HERO_REVEAL_DISTANCE_PX,
  REVEALED_ATTRIBUTE,
  SCROLLED_ATTRIBUTE,
  TYPING_SESSION_KEY,
} from "~/content/constants";

const root = document.documentElement;

/** Runs the head script afresh, as a page's <head> does, in a browser without scroll timelines. */
async function runHeadScript({ reducedMotion = false } = {}) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reducedMotion && query.includes("reduce"),
  }));
  vi.stubGlobal("CSS", { supports: () => false });
  vi.resetModules();
  await import("./head");
}

// Each run's listeners go with its test, as they go with a page.
const listeners: [EventTarget, string, EventListenerOrEventListenerObject | null][] = [];
beforeEach(() => {
  for (const target of [document, window]) {
    const add = target.addEventListener.bind(target);
    vi.spyOn(target, "addEventListener").mockImplementation((type, listener, options) => {
      listeners.push([target, type, listener]);
      add(type, listener, options);
    });
  }
});
afterEach(() => {
  for (const [target, type, listener] of listeners.splice(0)) {
    target.removeEventListener(type, listener);
  }
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
  for (const { name } of [...root.attributes]) root.removeAttribute(name);
  document.body.innerHTML = "";
});

describe("the hero title's typing", () => {
  it("is not remembered under reduced motion, which never shows it", async () => {
    document.body.innerHTML = `<h1 id="hero-title">Tesseris</h1>`;
    await runHeadScript({ reducedMotion: true });
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(sessionStorage.getItem(TYPING_SESSION_KEY)).toBeNull();
  });
});

describe("the price list's tables, before a link's glide past them", () => {
  /** A price list of three tables, each recording how it was styled when its layout was read. */
  function priceList() {
    document.body.innerHTML = `<div class="price-table-grid"></div>`.repeat(3);
    const tables = [...document.querySelectorAll<HTMLElement>(".price-table-grid")];
    const laidOut: string[] = [];
    for (const table of tables) {
      vi.spyOn(table, "getBoundingClientRect").mockImplementation(() => {
        laidOut.push(table.style.contentVisibility);
        return new DOMRect();
      });
    }
    const idle: (() => void)[] = [];
    vi.stubGlobal("onscrollend", null);
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
    return { tables, laidOut, idle };
  }

  it("are drawn and laid out once each, one per idle moment after the load", async () => {
    const { tables, laidOut, idle } = priceList();
    await runHeadScript();
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event("load"));
    for (const [index] of tables.entries()) {
      idle.shift()?.();
      expect(laidOut).toEqual(Array(index + 1).fill("visible"));
    }
    idle.shift()?.();
    expect(idle).toHaveLength(0);
    // Left to the stylesheet again, which skips them out of view.
    expect(tables.map((table) => table.getAttribute("style") ?? "")).toEqual(["", "", ""]);
  });

  it("are left alone under reduced motion, where a link jumps", async () => {
    const { laidOut, idle } = priceList();
    await runHeadScript({ reducedMotion: true });
    window.dispatchEvent(new Event("load"));
    expect(idle).toHaveLength(0);
    expect(laidOut).toEqual([]);
  });
});

describe("the overview's play and close buttons, without invoker commands", () => {
  it("open the dialog as a modal and close it", async () => {
    document.body.innerHTML = `<button commandfor="overview" command="show-modal">Play</button>
      <dialog id="overview"><button commandfor="overview" command="close">Close</button></dialog>`;
    const dialog = document.querySelector("dialog") as HTMLDialogElement;
    dialog.showModal = vi.fn(() => (dialog.open = true));
    dialog.close = vi.fn(() => (dialog.open = false));
    await runHeadScript();

    document.querySelector<HTMLButtonElement>('[command="show-modal"]')?.click();
    expect(dialog.showModal).toHaveBeenCalledOnce();
    document.querySelector<HTMLButtonElement>('[command="close"]')?.click();
    expect(dialog.close).toHaveBeenCalledOnce();
  });
});

describe("the scroll fallback, where CSS has no scroll-driven animations", () => {
  const WIPE_HEIGHT = 300;

  /** Lays the hero out with the wipe panel's top `entered` px above the viewport's bottom. */
  function layHero(entered: number, playTop = innerHeight + 200) {
    const hero = document.querySelector(".hero") as HTMLElement;
    const wipe = document.querySelector(".hero-wipe") as HTMLElement;
    const play = document.querySelector(".hero-play") as HTMLElement;
    const bottom = innerHeight + WIPE_HEIGHT - entered;
    vi.spyOn(hero, "getBoundingClientRect").mockReturnValue({ bottom } as DOMRect);
    vi.spyOn(play, "getBoundingClientRect").mockReturnValue({ top: playTop } as DOMRect);
    vi.spyOn(wipe, "offsetHeight", "get").mockReturnValue(WIPE_HEIGHT);
  }

  const revealed = () => root.getAttribute(REVEALED_ATTRIBUTE)?.split(" ").filter(Boolean);

  function scrollBy(y: number) {
    vi.stubGlobal("scrollY", y);
    window.dispatchEvent(new Event("scroll"));
  }

  beforeEach(() => {
    document.body.innerHTML = `<section class="hero"><div class="hero-intro">
      <button class="hero-play">Play</button></div><div class="hero-wipe"></div></section>`;
  });

  it("reveals the wipe panel, the trusted block, the card and the play button as the scroll reaches each", async () => {
    layHero(0);
    await runHeadScript();
    window.dispatchEvent(new Event("load"));

    layHero(HERO_REVEAL_DISTANCE_PX / 6);
    scrollBy(HEADER_SCROLL_THRESHOLD_PX);
    expect(revealed()).toEqual(["wipe"]);
    expect(root).not.toHaveAttribute(SCROLLED_ATTRIBUTE);

    layHero(HERO_REVEAL_DISTANCE_PX / 6 + 1);
    scrollBy(HEADER_SCROLL_THRESHOLD_PX + 1);
    expect(revealed()).toEqual(["wipe", "trusted"]);
    expect(root, "the header's scrolled style").toHaveAttribute(SCROLLED_ATTRIBUTE);

    layHero(HERO_REVEAL_DISTANCE_PX, innerHeight - 1);
    scrollBy(HERO_REVEAL_DISTANCE_PX);
    expect(revealed()).toEqual(["play", "wipe", "trusted", "card"]);

    layHero(0);
    scrollBy(0);
    expect(revealed(), "hidden again back at the top").toEqual([]);
  });
});
