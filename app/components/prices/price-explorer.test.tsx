import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ComponentProps, ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CompareIsland } from "~/components/prices/compare-table";
import { EstimateIsland } from "~/components/prices/estimate-island";
import { ExplorerControlsIsland } from "~/components/prices/explorer-controls";
import { PrintHeadIsland } from "~/components/prices/print-head";
import { USERS_SETTLE_MS } from "~/content/constants";
import type { Locale } from "~/content/locales";
import { localePaths } from "~/content/paths";
import { explorerContentOf, offeringsOf, type TierId } from "~/content/price-list";
import { readContent } from "~/content/read";
import { formatAmount } from "~/lib/estimate-mail";
import {
  BOX_ATTRIBUTE,
  PRICE_PAGE_ID,
  resetExplorerForTests,
  type ExplorerSetup,
} from "~/lib/explorer-store";
import { fill, fillAll, formatDate, formatNumber, formatUserRange } from "~/lib/format";
import { LANGUAGE_SWITCH_ATTRIBUTE } from "~/lib/language-switch-links";

/**
 * The price explorer's islands together, as the price page places them around its static list
 * (app/pages/[...lang]/prices.astro): each island is hydrated on its own there, and they share
 * one state (app/lib/explorer-store.ts). The static list is stood in for by the part the explorer
 * touches: each table's rows with their tier and marker, and its "Add to estimate" island.
 */

/** Which parts rendered, recorded by transparent stand-ins memoised as the parts they wrap. */
const renders = vi.hoisted(() => ({ picker: 0, tiers: 0 }));

vi.mock("~/components/prices/choices", async (importOriginal) => {
  const { Choice, OfferingPicker } =
    await importOriginal<typeof import("~/components/prices/choices")>();
  const { createElement, memo } = await import("react");
  return {
    OfferingPicker: memo(function CountedPicker(props: ComponentProps<typeof OfferingPicker>) {
      renders.picker += 1;
      return createElement(OfferingPicker, props);
    }),
    Choice: memo(function CountedChoice(props: ComponentProps<typeof Choice>) {
      if (props.name.endsWith("-tier")) renders.tiers += 1;
      return createElement(Choice, props);
    }),
  };
});

const { site } = readContent("en").chrome.text;
const contentOf = { en: readContent("en").prices, de: readContent("de").prices };
const pricesContent = contentOf.en;
const { tiers, explorer } = pricesContent;
const OFFERINGS = offeringsOf(pricesContent);

function setupOf(locale: Locale): ExplorerSetup {
  const content = contentOf[locale];
  return {
    content: explorerContentOf(content),
    locale,
    email: site.email,
    pageUrl: `https://www.example.com${localePaths[locale].prices}`,
    validFromDate: formatDate(content.validFrom, locale),
  };
}

/** The islands of the price page, in its order, around a stand-in for its static list. */
function islandsOf(locale: Locale): { name: string; island: ReactNode }[] {
  const content = contentOf[locale];
  const setup = setupOf(locale);
  const validFrom = fill(content.page.validFrom, "validFrom", setup.validFromDate);
  return [
    {
      name: "print head",
      island: (
        <PrintHeadIsland
          brand={site.brand}
          validFrom={validFrom}
          pageLine={content.explorer.print.pageLink}
          pageUrl={setup.pageUrl}
        />
      ),
    },
    { name: "controls", island: <ExplorerControlsIsland {...setup} /> },
    { name: "compare", island: <CompareIsland /> },
    {
      name: "estimate",
      island: (
        <EstimateIsland
          heading={content.explorer.estimate.heading}
          empty={content.explorer.estimate.empty}
        />
      ),
    },
  ];
}

/** A table's "Add to estimate": a plain input in a label, as prices.astro writes it. */
function StaticBox({ locale, id }: { locale: Locale; id: string }) {
  const { addToEstimate } = contentOf[locale].explorer;
  const offering = offeringsOf(contentOf[locale]).find((candidate) => candidate.id === id);
  return (
    <label>
      <input type="checkbox" {...{ [BOX_ATTRIBUTE]: id }} />
      {addToEstimate.label}
      <span className="sr-only">{`${addToEstimate.beforeTitle}${offering?.title}`}</span>
    </label>
  );
}

/** A table of the static list, with its tier rows and its box. */
function StaticTable({ locale, id }: { locale: Locale; id: string }) {
  const content = contentOf[locale];
  const offering = offeringsOf(content).find((candidate) => candidate.id === id);
  return (
    <div>
      <table>
        <caption>{offering?.title}</caption>
        <tbody>
          {content.tiers.map((tier) => (
            <tr key={tier.id} className="price-row" data-tier={tier.id}>
              <th scope="row">
                {formatUserRange(tier.users, content.page.userRange, locale)}
                <span data-label={content.explorer.yourTier} />
              </th>
              <td>{formatNumber(offering?.prices[tier.id] ?? 0, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <StaticBox locale={locale} id={id} />
    </div>
  );
}

/** The price page as one React tree: the islands in place, the list static around them. */
function PricePage({ locale = "en" }: { locale?: Locale }) {
  const islands = islandsOf(locale);
  const island = (name: string) => islands.find((each) => each.name === name)?.island;
  return (
    <div id={PRICE_PAGE_ID}>
      {island("print head")}
      {island("controls")}
      {island("compare")}
      <div className="price-sections">
        {contentOf[locale].sections.map((section) => (
          <section key={section.id} id={section.id} aria-label={section.heading}>
            {section.offerings.map((offering) => (
              <StaticTable key={offering.id} locale={locale} id={offering.id} />
            ))}
          </section>
        ))}
      </div>
      {island("estimate")}
    </div>
  );
}

function resetRenders() {
  renders.picker = 0;
  renders.tiers = 0;
}

/** Puts `path` in the address bar without a history entry, as a visitor landing on it. */
function land(path: string) {
  window.history.replaceState(null, "", path);
}

function usersField(): HTMLInputElement {
  return screen.getByRole("textbox", { name: explorer.usersLabel });
}

/** Types `text` key by key: one change per prefix, as a browser reports it. */
function typeKeys(text: string) {
  const field = usersField();
  for (let end = 1; end <= text.length; end += 1) {
    fireEvent.change(field, { target: { value: `${field.value}${text[end - 1]}` } });
  }
}

/** An estimate's query as the explorer writes it: dated with the price list's valid-from day. */
function dated(search: string): string {
  return search ? `${search}&prices=${pricesContent.validFrom}` : search;
}

/** Waits for the address the explorer writes once its change is painted (`search` undated). */
async function addressIs(search: string) {
  await waitFor(() => expect(window.location.search).toBe(dated(search)));
}

function setUsers(value: string) {
  fireEvent.change(usersField(), { target: { value } });
}

const title = (id: string) => OFFERINGS.find((offering) => offering.id === id)?.title ?? id;

/** The compact list's checkbox of an offering: named by its title alone. */
function pickerBox(id: string) {
  const picker = screen.getByRole("group", { name: explorer.picker.legend });
  return within(picker).getByRole("checkbox", { name: title(id) });
}

/**
 * A table's "Add to estimate – …" checkbox. Without the stylesheet, jsdom's accessible name
 * joins the visible words and the visually hidden rest with the rest's leading space trimmed
 * ("Add to estimate– …"), where a browser keeps one; the name is compared with spaces alike.
 */
function tableBox(id: string) {
  const { label, beforeTitle } = explorer.addToEstimate;
  const unspaced = (name: string) => name.replaceAll(" ", "");
  const expected = unspaced(`${label}${beforeTitle}${title(id)}`);
  return screen.getAllByRole("checkbox", {
    name: (name) => unspaced(name) === expected,
  })[0] as HTMLElement;
}

const tierName = (id: TierId) =>
  formatUserRange(
    tiers.find((tier) => tier.id === id)?.users ?? { from: 0 },
    pricesContent.page.userRange,
    "en",
  );

function tierRadio(id: TierId) {
  return screen.getByRole("radio", { name: tierName(id) });
}

/**
 * The "Your tier" markers a visitor sees and hears: in the tables, every row keeps one in its
 * place, and app.css shows those of the rows whose `data-tier` is the price page's (which jsdom
 * does not apply, so this matches them as the stylesheet does); in the comparison table the
 * marker is text beside the tier.
 */
function markers(): Element[] {
  const tier = document.getElementById(PRICE_PAGE_ID)?.dataset.tier;
  const pinned = tier
    ? document.querySelectorAll(
        `.price-row[data-tier="${tier}"] [data-label="${explorer.yourTier}"]`,
      )
    : [];
  return [...pinned, ...screen.queryAllByText(explorer.yourTier, { selector: "span" })];
}

const amount = (euros: number) => formatAmount(euros, explorer.estimate, "en");

/** The visible estimate: the region named by its heading. */
function estimate() {
  return screen.getByRole("region", { name: explorer.estimate.heading });
}

/**
 * What a listener hears from the page's live regions, in order: each text that a change puts in
 * a live region (the events of one task arrive together, so each change is recorded, not only
 * the region's text at the end).
 */
function listenToLiveRegions(): string[] {
  const heard: string[] = [];
  const observer = new MutationObserver((mutations) => {
    for (const { target, type, addedNodes } of mutations) {
      const element = target instanceof Element ? target : target.parentElement;
      if (!element?.closest("[aria-live], [role=status], [role=alert]")) continue;
      const text =
        type === "characterData"
          ? (target.textContent ?? "")
          : [...addedNodes].map((node) => node.textContent ?? "").join("");
      if (text) heard.push(text);
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return heard;
}

/** The field's message: the live region beside it, which is there from the first render. */
function fieldMessage() {
  return document.getElementById(usersField().id.replace(/-users$/, "-problem")) as HTMLElement;
}

beforeEach(() => {
  land("/prices");
  resetRenders();
});

afterEach(() => {
  resetExplorerForTests();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("the islands as Astro hydrates them, each on its own", () => {
  const roots: Root[] = [];
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    document.body.innerHTML = "";
  });

  /**
   * Each island's server HTML in a container of its own inside the price page; then hydrated one
   * after the other, the controls (which start the explorer) first, as `client:idle` does.
   */
  async function hydrateIslands(): Promise<{ errors: unknown[]; html: string }> {
    const page = document.createElement("div");
    page.id = PRICE_PAGE_ID;
    document.body.append(page);
    const islands = islandsOf("en");
    const containers = islands.map(({ island }) => {
      const container = document.createElement("div");
      container.innerHTML = renderToString(island);
      page.append(container);
      return container;
    });
    const list = document.createElement("div");
    list.innerHTML = renderToString(
      <>
        {OFFERINGS.map((offering) => (
          <StaticBox key={offering.id} locale="en" id={offering.id} />
        ))}
      </>,
    );
    page.append(list);
    const html = page.innerHTML;
    const errors: unknown[] = [];
    const order = [1, ...islands.keys()].filter((index, at, all) => all.indexOf(index) === at);
    for (const index of order) {
      await act(async () => {
        const container = containers[index] as HTMLElement;
        roots.push(
          hydrateRoot(container, islands[index]?.island, {
            onRecoverableError: (error) => errors.push(error),
          }),
        );
      });
    }
    return { errors, html };
  }

  it("renders the plain page on the server and while hydrating, then applies the address", async () => {
    land("/prices?users=8000&offerings=bop-etl,golden-gate");
    const consoleErrors = vi.spyOn(console, "error");
    const { errors, html } = await hydrateIslands();
    expect(html).not.toContain('value="8000"');
    expect(html).not.toMatch(/type="checkbox"[^>]*checked/);
    expect(errors).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();

    expect(usersField()).toHaveValue("8000");
    expect(tableBox("bop-etl")).toBeChecked();
    expect(pickerBox("golden-gate")).toBeChecked();
    expect(estimate()).toHaveTextContent(amount(200_000 + 40_000));
    // Reading the address is not a step of the visitor's: the address stays as it came.
    expect(window.location.search).toBe("?users=8000&offerings=bop-etl,golden-gate");
  });

  it("hydrates a hostile address into the nearest valid state, with no injected markup", async () => {
    land(
      "/prices?users=%3Cscript%3Ealert(1)%3C/script%3E&users=<img src=x onerror=alert(1)>" +
        "&tier=tier-9&view=evil&offerings=nope,bop-etl,bop-etl&offerings=<b>x</b>&%E0%A4%A",
    );
    await hydrateIslands();
    expect(document.body.querySelector("script, img, b")).toBeNull();
    expect(usersField()).toHaveValue("");
    expect(usersField()).not.toHaveAttribute("aria-invalid");
    expect(markers()).toHaveLength(0);
    expect(screen.getByRole("radio", { name: explorer.views.tables })).toBeChecked();
    expect(pickerBox("bop-etl")).toBeChecked();
    expect(screen.getAllByRole("checkbox", { checked: true })).toHaveLength(2);
  });
});

describe("the explorer in the page", () => {
  it("writes the address after the change is painted: keystrokes replace, choices push", async () => {
    render(<PricePage />);
    const replace = vi.spyOn(window.history, "replaceState");
    const push = vi.spyOn(window.history, "pushState");
    typeKeys("80");
    // The field answers at once; the address follows after the next frame.
    expect(usersField()).toHaveValue("80");
    expect(window.location.search).toBe("");
    await addressIs("?users=80");
    typeKeys("00");
    await addressIs("?users=8000");
    expect(replace.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(replace.mock.calls.length).toBeLessThanOrEqual(4);
    expect(push).not.toHaveBeenCalled();

    fireEvent.click(pickerBox("bop-etl"));
    await addressIs("?users=8000&offerings=bop-etl");
    fireEvent.click(screen.getByRole("radio", { name: explorer.views.compare }));
    await addressIs("?users=8000&view=compare&offerings=bop-etl");
    fireEvent.click(tierRadio("upTo50k"));
    await addressIs("?tier=upTo50k&view=compare&offerings=bop-etl");
    fireEvent.click(screen.getByRole("button", { name: explorer.estimate.clear }));
    await addressIs("?tier=upTo50k&view=compare");
    expect(push).toHaveBeenCalledTimes(4);
    expect(window.location.pathname).toBe("/prices");
  });

  it("gives two choices in one frame two history entries, and keystrokes after a choice none", async () => {
    render(<PricePage />);
    const push = vi.spyOn(window.history, "pushState");
    fireEvent.click(pickerBox("bop-etl"));
    fireEvent.click(pickerBox("golden-gate"));
    typeKeys("12000");
    await addressIs("?users=12000&offerings=bop-etl%2Cgolden-gate");
    expect(push).toHaveBeenCalledTimes(2);
    expect(push.mock.calls[0]?.[2]).toBe(`/prices${dated("?offerings=bop-etl")}`);
  });

  it("steps back and forward through choices on popstate", async () => {
    render(<PricePage />);
    typeKeys("8000");
    await addressIs("?users=8000");
    fireEvent.click(pickerBox("bop-etl"));
    await addressIs("?users=8000&offerings=bop-etl");
    fireEvent.click(pickerBox("golden-gate"));
    await addressIs("?users=8000&offerings=bop-etl%2Cgolden-gate");
    expect(tableBox("golden-gate")).toBeChecked();

    act(() => window.history.back());
    await waitFor(() => expect(tableBox("golden-gate")).not.toBeChecked());
    expect(tableBox("bop-etl")).toBeChecked();
    expect(usersField()).toHaveValue("8000");

    act(() => window.history.back());
    await waitFor(() => expect(tableBox("bop-etl")).not.toBeChecked());
    expect(usersField()).toHaveValue("8000");

    act(() => window.history.forward());
    await waitFor(() => expect(pickerBox("bop-etl")).toBeChecked());
    expect(pickerBox("golden-gate")).not.toBeChecked();
  });

  it("keeps a count that cannot be read when popstate names the same state (a jump to #estimate)", async () => {
    render(<PricePage />);
    fireEvent.click(pickerBox("bop-etl"));
    typeKeys("8x");
    await addressIs("?offerings=bop-etl");
    act(() => window.dispatchEvent(new PopStateEvent("popstate")));
    expect(usersField()).toHaveValue("8x");
    expect(pickerBox("bop-etl")).toBeChecked();
  });

  it("ticks in the compact list, the tables and the comparison are one and the same", async () => {
    render(<PricePage />);
    const picker = screen.getByRole("group", { name: explorer.picker.legend });
    for (const section of pricesContent.sections) {
      expect(within(picker).getByRole("group", { name: section.heading })).toBeInTheDocument();
    }
    expect(within(picker).getAllByRole("checkbox")).toHaveLength(OFFERINGS.length);

    fireEvent.click(pickerBox("subopiere-reporting"));
    expect(tableBox("subopiere-reporting")).toBeChecked();
    fireEvent.click(tableBox("subopiere-reporting"));
    expect(pickerBox("subopiere-reporting")).not.toBeChecked();

    fireEvent.click(screen.getByRole("radio", { name: explorer.views.compare }));
    const comparison = await screen.findByRole("table", { name: explorer.compare.caption });
    // Each box is named by the hidden words and its row's title, and sits in no empty label.
    const { label, beforeTitle } = explorer.addToEstimate;
    const box = within(comparison).getByRole("checkbox", {
      name: `${label}${beforeTitle}${title("bop-bpm")}`,
    });
    expect(comparison.querySelector("label")).toBeNull();
    fireEvent.click(box);
    expect(box).toBeChecked();
    expect(pickerBox("bop-bpm")).toBeChecked();
  });

  it("shows the comparison in place of the list, its groups taking the sections' ids", async () => {
    render(<PricePage />);
    const page = document.getElementById(PRICE_PAGE_ID) as HTMLElement;
    fireEvent.click(screen.getByRole("radio", { name: explorer.views.compare }));
    const comparison = await screen.findByRole("table", { name: explorer.compare.caption });
    expect(page).toHaveAttribute("data-view", "compare");
    for (const section of pricesContent.sections) {
      const target = document.getElementById(section.id);
      expect(comparison.contains(target), section.id).toBe(true);
      expect(document.querySelectorAll(`[id="${section.id}"]`)).toHaveLength(1);
    }
    fireEvent.click(screen.getByRole("radio", { name: explorer.views.tables }));
    await waitFor(() => expect(page).not.toHaveAttribute("data-view"));
    for (const section of pricesContent.sections) {
      expect(document.getElementById(section.id)?.tagName).toBe("SECTION");
    }
  });

  it("types 1e6 key by key: no tier and no price beside the message, the ticks kept", async () => {
    render(<PricePage />);
    fireEvent.click(pickerBox("bop-enterprise-core"));
    const status = fieldMessage();
    expect(status).toHaveAttribute("role", "status");
    expect(status).toBeEmptyDOMElement();

    typeKeys("1");
    expect(tierRadio("upTo5k")).toBeChecked();
    await waitFor(() => expect(estimate()).toHaveTextContent(amount(250_000)));
    expect(fieldMessage()).toBe(status);

    typeKeys("e6");
    expect(usersField()).toHaveValue("1e6");
    expect(usersField()).toHaveAttribute("aria-invalid", "true");
    expect(status).toHaveTextContent(explorer.problems.notANumber);
    expect(usersField()).toHaveAccessibleDescription(
      `${explorer.usersHint} ${explorer.problems.notANumber}`,
    );
    for (const tier of tiers) expect(tierRadio(tier.id)).not.toBeChecked();
    expect(markers()).toHaveLength(0);
    await waitFor(() => expect(estimate()).toHaveTextContent(explorer.estimate.needsTier));
    expect(estimate()).not.toHaveTextContent(explorer.estimate.currency);
    expect(pickerBox("bop-enterprise-core")).toBeChecked();
    await addressIs("?offerings=bop-enterprise-core");

    setUsers("1");
    expect(status).toBeEmptyDOMElement();
    expect(tierRadio("upTo5k")).toBeChecked();
  });

  it("types 99999999999: too many users, no tier marked, nothing in the estimate priced", async () => {
    render(<PricePage />);
    fireEvent.click(pickerBox("bop-etl"));
    typeKeys("99999999999");
    expect(fieldMessage()).toHaveTextContent(explorer.problems.tooLarge);
    expect(markers()).toHaveLength(0);
    for (const tier of tiers) expect(tierRadio(tier.id)).not.toBeChecked();
    await waitFor(() => expect(estimate()).toHaveTextContent(explorer.estimate.needsTier));
    expect(estimate()).not.toHaveTextContent(explorer.estimate.currency);
    expect(screen.getByText(`1 ${explorer.estimate.offeringOne}`)).toBeInTheDocument();
    expect(tableBox("bop-etl")).toBeChecked();
  });

  it("renders the field alone for a keystroke within a tier; a tick renders the compact list", () => {
    render(<PricePage />);
    resetRenders();
    typeKeys("1");
    // A tier appears: the page names it for the stylesheet; the tiers render, the list not.
    expect(renders.tiers).toBe(1);
    expect(renders.picker).toBe(0);

    resetRenders();
    typeKeys("000"); // 1,000 users: still the first tier
    expect(renders.tiers).toBe(0);
    expect(renders.picker).toBe(0);

    fireEvent.click(tableBox("golden-gate"));
    expect(renders.picker).toBe(1);
    expect(renders.tiers).toBe(0);

    resetRenders();
    setUsers("80000");
    expect(renders.picker).toBe(0);
  });

  it("says each change once, in a sentence of its own, and nothing as the page opens", async () => {
    land("/prices?users=8000&offerings=bop-etl");
    const heard = listenToLiveRegions();
    render(<PricePage />);
    await waitFor(() => expect(estimate()).toHaveTextContent(amount(200_000)));
    const { announce } = explorer;

    // The settling delay on a controlled clock: the mutation records still arrive as they do.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    fireEvent.click(pickerBox("golden-gate"));
    fireEvent.click(tableBox("bop-etl"));
    setUsers("");
    typeKeys("60000");
    // A count still being typed says nothing; once it settles, its tier, once.
    await pass(USERS_SETTLE_MS - 1);
    expect(heard).toHaveLength(2);
    await pass(1);
    expect(heard).toHaveLength(3);
    await pass(0);
    fireEvent.click(screen.getByRole("button", { name: explorer.estimate.clear }));
    typeKeys("0"); // 600,000 users: the same tier, so nothing more to say
    await pass(USERS_SETTLE_MS * 2);
    fireEvent.click(pickerBox("bop-etl"));
    await pass(0);
    vi.useRealTimers();

    await waitFor(() => expect(heard).toHaveLength(5));
    expect(heard).toEqual([
      fillAll(announce.added, {
        offering: title("golden-gate"),
        price: amount(40_000),
        total: amount(240_000),
      }),
      fillAll(announce.removed, {
        offering: title("bop-etl"),
        price: amount(200_000),
        total: amount(40_000),
      }),
      fillAll(announce.tierWithTotal, {
        users: "60,000",
        tier: tierName("over50k"),
        total: amount(160_000),
      }),
      announce.cleared,
      fillAll(announce.added, {
        offering: title("bop-etl"),
        price: amount(700_000),
        total: amount(700_000),
      }),
    ]);
  });

  it("marks the typed tier's row in every table", () => {
    render(<PricePage />);
    typeKeys("20000");
    expect(markers()).toHaveLength(OFFERINGS.length);
    const table = screen.getByRole("table", { name: "BOP ETL" });
    const [shown] = markers().filter((marker) => table.contains(marker));
    const row = shown?.closest("tr") as HTMLElement;
    expect(row).toHaveTextContent("390,000");
  });

  it("moves focus to the estimate from View estimate, which stays a hash link", async () => {
    render(<PricePage />);
    fireEvent.click(pickerBox("bop-etl"));
    // The address follows the tick once the page has painted it, before a visitor's next click.
    await addressIs("?offerings=bop-etl");
    const link = await screen.findByRole("link", { name: explorer.estimate.viewLink });
    expect(link).toHaveAttribute("href", "#estimate");
    fireEvent.click(link);
    expect(document.activeElement).toBe(document.getElementById("estimate"));
    expect(document.getElementById("estimate")).toHaveAttribute("tabindex", "-1");
    await waitFor(() => expect(window.location.hash).toBe("#estimate"));
    expect(window.location.search).toBe(dated("?offerings=bop-etl"));
  });

  it("says the prices changed when a link names another price list's date, and only then", async () => {
    const { pricesChanged } = explorer.estimate;
    const notice = fill(pricesChanged, "validFrom", formatDate(pricesContent.validFrom, "en"));
    const cases = [
      ["?offerings=bop-etl&prices=2020-03-01", true],
      [`?offerings=bop-etl&prices=${pricesContent.validFrom}`, false],
      ["?offerings=bop-etl", false],
    ] as const;
    for (const [search, said] of cases) {
      land(`/prices${search}`);
      const { unmount } = render(<PricePage />);
      await waitFor(() => expect(estimate()).toHaveTextContent(title("bop-etl")));
      const panel = within(document.getElementById("estimate") as HTMLElement);
      expect(panel.queryByText(notice) !== null, search).toBe(said);
      unmount();
      resetExplorerForTests();
    }
  });

  it("gives the language switch the address's query, as the page opens and with each change", async () => {
    const path = localePaths.de.prices;
    document.body.insertAdjacentHTML(
      "afterbegin",
      `<a href="${path}" ${LANGUAGE_SWITCH_ATTRIBUTE}>Deutsch</a><a href="/de">Home</a>`,
    );
    const [switchLink, other] = [...document.querySelectorAll("a")];
    land("/prices?offerings=bop-etl");
    const { unmount } = render(<PricePage />);
    expect(switchLink).toHaveAttribute("href", `${path}${dated("?offerings=bop-etl")}`);
    typeKeys("8000");
    await addressIs("?users=8000&offerings=bop-etl");
    expect(switchLink).toHaveAttribute("href", `${path}${dated("?users=8000&offerings=bop-etl")}`);
    expect(other).toHaveAttribute("href", "/de");
    unmount();
    switchLink?.remove();
    other?.remove();
  });

  it("speaks German with the German words and numbers", async () => {
    render(<PricePage locale="de" />);
    const words = contentOf.de.explorer;
    expect(screen.getByRole("group", { name: words.picker.legend })).toBeInTheDocument();
    fireEvent.change(screen.getByRole("textbox", { name: words.usersLabel }), {
      target: { value: "12.000" },
    });
    fireEvent.click(screen.getByRole("checkbox", { name: "BOP ETL" }));
    expect(await screen.findByText("390.000 EUR", { selector: "strong" })).toBeInTheDocument();
  });
});
