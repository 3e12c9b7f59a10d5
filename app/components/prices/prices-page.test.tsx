import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ComponentProps } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PRICE_PAGE_ID, PricesPage, type PricesPageProps } from "~/components/prices/prices-page";
import { localePaths } from "~/content/paths";
import { offeringsOf, type TierId } from "~/content/price-list";
import { readContent, readContentData } from "~/content/read";
import { formatAmount } from "~/lib/estimate-mail";
import { fill, fillAll, formatDate, formatUserRange } from "~/lib/format";
import { USERS_SETTLE_MS } from "~/content/constants";
import { LANGUAGE_SWITCH_ATTRIBUTE } from "~/lib/language-switch-links";

/**
 * Who rendered, recorded by transparent stand-ins for the memoised parts: each stand-in is memoised
 * the same way (shallow props), so it renders exactly when the part it wraps would.
 */
const renders = vi.hoisted(() => ({
  tables: [] as string[],
  rows: 0,
  panel: 0,
  picker: 0,
  tiers: 0,
}));

vi.mock("~/components/prices/price-table", async (importOriginal) => {
  const { PriceTable } = await importOriginal<typeof import("~/components/prices/price-table")>();
  const { createElement, memo } = await import("react");
  return {
    PriceTable: memo(function CountedPriceTable(props: ComponentProps<typeof PriceTable>) {
      renders.tables.push(props.offering.id);
      return createElement(PriceTable, props);
    }),
  };
});
vi.mock("~/components/prices/price-row", async (importOriginal) => {
  const { PriceRow } = await importOriginal<typeof import("~/components/prices/price-row")>();
  const { createElement, memo } = await import("react");
  return {
    PriceRow: memo(function CountedPriceRow(props: ComponentProps<typeof PriceRow>) {
      renders.rows += 1;
      return createElement(PriceRow, props);
    }),
  };
});
vi.mock("~/components/prices/estimate-panel", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/components/prices/estimate-panel")>();
  const { createElement, memo } = await import("react");
  const { EstimatePanel } = original;
  return {
    ...original,
    EstimatePanel: memo(function CountedPanel(props: ComponentProps<typeof EstimatePanel>) {
      renders.panel += 1;
      return createElement(EstimatePanel, props);
    }),
  };
});
vi.mock("~/components/prices/offering-picker", async (importOriginal) => {
  const { OfferingPicker } =
    await importOriginal<typeof import("~/components/prices/offering-picker")>();
  const { createElement, memo } = await import("react");
  return {
    OfferingPicker: memo(function CountedPicker(props: ComponentProps<typeof OfferingPicker>) {
      renders.picker += 1;
      return createElement(OfferingPicker, props);
    }),
  };
});
vi.mock("~/components/prices/tier-choice", async (importOriginal) => {
  const { TierChoice } = await importOriginal<typeof import("~/components/prices/tier-choice")>();
  const { createElement, memo } = await import("react");
  return {
    TierChoice: memo(function CountedTiers(props: ComponentProps<typeof TierChoice>) {
      renders.tiers += 1;
      return createElement(TierChoice, props);
    }),
  };
});

const pricesContent = readContent("en").prices;
const germanContent = readContent("de").prices;
const { tiers } = pricesContent;
const { site } = readContent("en").chrome.text;

const english: PricesPageProps = {
  content: pricesContent,
  locale: "en",
  csvHref: localePaths.en.priceListCsv,
  email: site.email,
  brand: site.brand,
  pageUrl: `https://www.example.com${localePaths.en.prices}`,
  validFromDate: formatDate(pricesContent.validFrom, "en"),
};
const { explorer } = pricesContent;
const OFFERINGS = offeringsOf(pricesContent);

function resetRenders() {
  renders.tables = [];
  renders.rows = 0;
  renders.panel = 0;
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

/** The compact list's checkbox of an offering: named by its title alone. */
function pickerBox(id: string) {
  const title = OFFERINGS.find((offering) => offering.id === id)?.title ?? id;
  const picker = screen.getByRole("group", { name: explorer.picker.legend });
  return within(picker).getByRole("checkbox", { name: title });
}

/**
 * A table's "Add to estimate – …" checkbox. Without the stylesheet, jsdom's accessible name
 * joins the visible words and the visually hidden rest with the rest's leading space trimmed
 * ("Add to estimate– …"), where a browser keeps one; the name is compared with spaces alike.
 */
function tableBox(id: string) {
  const title = OFFERINGS.find((offering) => offering.id === id)?.title ?? id;
  const { label, beforeTitle } = explorer.addToEstimate;
  const unspaced = (name: string) => name.replaceAll(" ", "");
  const expected = unspaced(`${label}${beforeTitle}${title}`);
  return screen.getByRole("checkbox", { name: (name) => unspaced(name) === expected });
}

function tierRadio(id: TierId) {
  const range = tiers.find((tier) => tier.id === id)?.users ?? { from: 0 };
  return screen.getByRole("radio", {
    name: formatUserRange(range, pricesContent.page.userRange, "en"),
  });
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
const title = (id: string) => OFFERINGS.find((offering) => offering.id === id)?.title ?? id;
const tierName = (id: TierId) =>
  formatUserRange(
    tiers.find((tier) => tier.id === id)?.users ?? { from: 0 },
    pricesContent.page.userRange,
    "en",
  );

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

describe("PricesPage as an island", () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = "";
    vi.restoreAllMocks();
  });

  it("renders the plain page on the server and while hydrating, then applies the address", async () => {
    land("/prices?users=8000&view=compare&offerings=bop-etl,golden-gate");
    const html = renderToString(<PricesPage {...english} />);
    expect(html).not.toContain('value="8000"');
    expect(html).not.toMatch(/type="checkbox"[^>]*checked/);

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    expect(markers()).toHaveLength(0);
    const errors = vi.spyOn(console, "error");
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <PricesPage {...english} />, {
        onRecoverableError: recoverable,
      });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();

    expect(usersField()).toHaveValue("8000");
    expect(tableBox("bop-etl")).toBeChecked();
    expect(pickerBox("golden-gate")).toBeChecked();
    expect(screen.getByRole("radio", { name: explorer.views.compare })).toBeChecked();
    expect(estimate()).toHaveTextContent(formatAmount(200_000 + 40_000, explorer.estimate, "en"));
    // Reading the address is not a step of the visitor's: the address stays as it came.
    expect(window.location.search).toBe("?users=8000&view=compare&offerings=bop-etl,golden-gate");
  });

  it("hydrates a hostile address into the nearest valid state, with no injected markup", async () => {
    land(
      "/prices?users=%3Cscript%3Ealert(1)%3C/script%3E&users=<img src=x onerror=alert(1)>" +
        "&tier=tier-9&view=evil&offerings=nope,bop-etl,bop-etl&offerings=<b>x</b>&%E0%A4%A",
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(<PricesPage {...english} />);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <PricesPage {...english} />);
    });
    expect(container.querySelector("script, img, b")).toBeNull();
    expect(usersField()).toHaveValue("");
    expect(usersField()).not.toHaveAttribute("aria-invalid");
    expect(markers()).toHaveLength(0);
    expect(screen.getByRole("radio", { name: explorer.views.tables })).toBeChecked();
    expect(pickerBox("bop-etl")).toBeChecked();
    expect(screen.getAllByRole("checkbox", { checked: true })).toHaveLength(2);
  });
});

describe("the explorer in the page", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("writes the address after the change is painted: keystrokes replace, choices push", async () => {
    render(<PricesPage {...english} />);
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
    render(<PricesPage {...english} />);
    const push = vi.spyOn(window.history, "pushState");
    fireEvent.click(pickerBox("bop-etl"));
    fireEvent.click(pickerBox("golden-gate"));
    typeKeys("12000");
    await addressIs("?users=12000&offerings=bop-etl%2Cgolden-gate");
    expect(push).toHaveBeenCalledTimes(2);
    expect(push.mock.calls[0]?.[2]).toBe(`/prices${dated("?offerings=bop-etl")}`);
  });

  it("steps back and forward through choices on popstate", async () => {
    render(<PricesPage {...english} />);
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
    render(<PricesPage {...english} />);
    fireEvent.click(pickerBox("bop-etl"));
    typeKeys("8x");
    await addressIs("?offerings=bop-etl");
    act(() => window.dispatchEvent(new PopStateEvent("popstate")));
    expect(usersField()).toHaveValue("8x");
    expect(pickerBox("bop-etl")).toBeChecked();
  });

  it("ticks in the compact list and in the tables are one and the same", () => {
    render(<PricesPage {...english} />);
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
    fireEvent.click(pickerBox("bop-bpm"));
    expect(tableBox("bop-bpm")).toBeChecked();
  });

  it("types 1e6 key by key: no tier and no price beside the message, the ticks kept", async () => {
    render(<PricesPage {...english} />);
    fireEvent.click(pickerBox("bop-enterprise-core"));
    const status = fieldMessage();
    expect(status).toHaveAttribute("role", "status");
    expect(status).toBeEmptyDOMElement();

    typeKeys("1");
    expect(tierRadio("upTo5k")).toBeChecked();
    expect(estimate()).toHaveTextContent(formatAmount(250_000, explorer.estimate, "en"));
    expect(fieldMessage()).toBe(status);

    typeKeys("e6");
    expect(usersField()).toHaveValue("1e6");
    expect(usersField()).toHaveAttribute("aria-invalid", "true");
    expect(status).toHaveTextContent(explorer.problems.notANumber);
    expect(usersField()).toHaveAccessibleDescription(
      `${explorer.usersHint} ${explorer.problems.notANumber}`,
    );
    expect(fieldMessage()).toBe(status);
    for (const tier of tiers) expect(tierRadio(tier.id)).not.toBeChecked();
    expect(markers()).toHaveLength(0);
    expect(estimate()).toHaveTextContent(explorer.estimate.needsTier);
    expect(estimate()).not.toHaveTextContent(explorer.estimate.currency);
    expect(pickerBox("bop-enterprise-core")).toBeChecked();
    await addressIs("?offerings=bop-enterprise-core");

    setUsers("1");
    expect(status).toBeEmptyDOMElement();
    expect(tierRadio("upTo5k")).toBeChecked();
  });

  it("types 99999999999: too many users, no tier marked, nothing in the estimate priced", () => {
    render(<PricesPage {...english} />);
    fireEvent.click(pickerBox("bop-etl"));
    typeKeys("99999999999");
    expect(fieldMessage()).toHaveTextContent(explorer.problems.tooLarge);
    expect(markers()).toHaveLength(0);
    for (const tier of tiers) expect(tierRadio(tier.id)).not.toBeChecked();
    expect(estimate()).not.toHaveTextContent(explorer.estimate.currency);
    expect(screen.getByText(`1 ${explorer.estimate.offeringOne}`)).toBeInTheDocument();
    expect(tableBox("bop-etl")).toBeChecked();
  });

  it("renders nothing but the field for a keystroke within a tier; a tick renders its own table", () => {
    render(<PricesPage {...english} />);
    const rowsPerTable = tiers.length;
    expect(renders.rows).toBe(OFFERINGS.length * rowsPerTable);
    resetRenders();
    typeKeys("1");
    // A tier appears: the page names it for the stylesheet; no table nor row renders again.
    expect(renders.rows).toBe(0);
    expect(renders.tables).toEqual([]);
    expect(renders.tiers).toBe(1);
    expect(renders.panel).toBe(1);

    resetRenders();
    typeKeys("000"); // 1,000 users: still the first tier
    expect(renders).toEqual({ tables: [], rows: 0, panel: 0, picker: 0, tiers: 0 });

    fireEvent.click(pickerBox("bop-etl"));
    expect(renders.tables).toEqual(["bop-etl"]);
    expect(renders.rows).toBe(0);
    expect(renders.panel).toBe(1);
    expect(renders.tiers).toBe(0);

    resetRenders();
    fireEvent.click(tableBox("golden-gate"));
    expect(renders.tables).toEqual(["golden-gate"]);

    resetRenders();
    setUsers("80000");
    // Another tier: still no row renders.
    expect(renders.rows).toBe(0);
    expect(renders.tables).toEqual([]);
    expect(renders.picker).toBe(0);
  });

  it("says each change once, in a sentence of its own, and nothing as the page opens", async () => {
    land("/prices?users=8000&offerings=bop-etl");
    const heard = listenToLiveRegions();
    render(<PricesPage {...english} />);
    expect(estimate()).toHaveTextContent(amount(200_000));
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

  it("links each section that prices a product to that product's page", () => {
    render(<PricesPage {...english} />);
    const { priceList, catalog } = readContentData();
    const linked = priceList.sections.filter((section) => section.product);
    expect(linked.map((section) => section.id)).toEqual(["bop", "subopiere"]);
    for (const { id, product: slug } of linked) {
      const heading = pricesContent.sections.find((section) => section.id === id)?.heading;
      const region = screen.getByRole("region", { name: heading });
      const title = readContent("en").products.find((product) => product.slug === slug)?.title;
      expect(catalog.products.map((product) => product.slug)).toContain(slug);
      expect(within(region).getByRole("link", { name: title })).toHaveAttribute(
        "href",
        localePaths.en.solution(slug ?? ""),
      );
    }
  });

  it("marks the typed tier's row in every table", () => {
    render(<PricesPage {...english} />);
    typeKeys("20000");
    expect(markers()).toHaveLength(OFFERINGS.length);
    const table = screen.getByRole("table", { name: "BOP ETL" });
    const [shown] = markers().filter((marker) => table.contains(marker));
    const row = shown?.closest("tr") as HTMLElement;
    expect(row).toHaveTextContent("390,000");
  });

  it("moves focus to the estimate from View estimate, which stays a hash link", async () => {
    render(<PricesPage {...english} />);
    fireEvent.click(pickerBox("bop-etl"));
    // The address follows the tick once the page has painted it, before a visitor's next click.
    await addressIs("?offerings=bop-etl");
    const link = screen.getByRole("link", { name: explorer.estimate.viewLink });
    expect(link).toHaveAttribute("href", "#estimate");
    fireEvent.click(link);
    expect(document.activeElement).toBe(document.getElementById("estimate"));
    expect(document.getElementById("estimate")).toHaveAttribute("tabindex", "-1");
    await waitFor(() => expect(window.location.hash).toBe("#estimate"));
    expect(window.location.search).toBe(dated("?offerings=bop-etl"));
  });

  it("says the prices changed when a link names another price list's date, and only then", () => {
    const { pricesChanged } = explorer.estimate;
    const notice = fill(pricesChanged, "validFrom", formatDate(pricesContent.validFrom, "en"));
    const cases = [
      ["?offerings=bop-etl&prices=2020-03-01", true],
      [`?offerings=bop-etl&prices=${pricesContent.validFrom}`, false],
      ["?offerings=bop-etl", false],
    ] as const;
    for (const [search, said] of cases) {
      land(`/prices${search}`);
      const { unmount } = render(<PricesPage {...english} />);
      const panel = within(document.getElementById("estimate") as HTMLElement);
      expect(panel.queryByText(notice) !== null, search).toBe(said);
      unmount();
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
    const { unmount } = render(<PricesPage {...english} />);
    expect(switchLink).toHaveAttribute("href", `${path}${dated("?offerings=bop-etl")}`);
    typeKeys("8000");
    await addressIs("?users=8000&offerings=bop-etl");
    expect(switchLink).toHaveAttribute("href", `${path}${dated("?users=8000&offerings=bop-etl")}`);
    expect(other).toHaveAttribute("href", "/de");
    unmount();
    switchLink?.remove();
    other?.remove();
  });

  it("speaks German with the German words and numbers", () => {
    render(
      <PricesPage
        content={germanContent}
        locale="de"
        csvHref={localePaths.de.priceListCsv}
        email={site.email}
        brand={site.brand}
        pageUrl={`https://www.example.com${localePaths.de.prices}`}
        validFromDate={formatDate(germanContent.validFrom, "de")}
      />,
    );
    const words = germanContent.explorer;
    expect(screen.getByRole("group", { name: words.picker.legend })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: words.csv.link })).toHaveAttribute(
      "href",
      localePaths.de.priceListCsv,
    );
    fireEvent.change(screen.getByRole("textbox", { name: words.usersLabel }), {
      target: { value: "12.000" },
    });
    fireEvent.click(screen.getByRole("checkbox", { name: "BOP ETL" }));
    expect(screen.getByText("390.000 EUR", { selector: "strong" })).toBeInTheDocument();
  });
});
