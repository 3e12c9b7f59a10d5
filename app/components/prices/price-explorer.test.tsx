import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ComponentProps } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CompareIsland } from "~/components/prices/compare-table";
import { EstimateIsland } from "~/components/prices/estimate-island";
import { ExplorerControlsIsland } from "~/components/prices/explorer-controls";
import { BoxWords } from "~/components/prices/price-page-words";
import { PrintHeadIsland } from "~/components/prices/print-head";
import { localePaths } from "~/content/paths";
import { explorerContentOf, offeringsOf, type TierId } from "~/content/price-list";
import { readContent } from "~/content/read";
import { formatAmount } from "~/lib/estimate-mail";
import { BOX_ATTRIBUTE, PRICE_PAGE_ID, resetExplorerForTests } from "~/lib/explorer-store";
import { boxName, fill, formatDate, formatUserRange } from "~/lib/format";
import { LANGUAGE_SWITCH_ATTRIBUTE } from "~/lib/language-switch-links";

/**
 * The price explorer's islands together, as prices.astro places them around its static list (each
 * hydrated on its own, sharing one state); the list is stood in for by its "Add to estimate" boxes.
 * What a browser shows is tested end to end (tests/e2e/price-explorer.spec.ts); this is what only
 * React shows: hydration, renders, and the address written as the state changes.
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
const content = readContent("en").prices;
const { explorer } = content;
const OFFERINGS = offeringsOf(content);
const validFromDate = formatDate(content.validFrom, "en");
const pageUrl = `https://www.example.com${localePaths.en.prices}`;

/** The islands of the price page, in its order; the controls start the explorer. */
const ISLANDS = [
  <PrintHeadIsland
    key="print"
    brand={site.brand}
    validFrom={fill(content.page.validFrom, "validFrom", validFromDate)}
    pageLine={explorer.print.pageLink}
    pageUrl={pageUrl}
  />,
  <ExplorerControlsIsland
    key="controls"
    content={explorerContentOf(content)}
    locale="en"
    email={site.email}
    pageUrl={pageUrl}
    validFromDate={validFromDate}
  />,
  <CompareIsland key="compare" />,
  <EstimateIsland
    key="estimate"
    heading={explorer.estimate.heading}
    empty={explorer.estimate.empty}
  />,
];

/** A table's "Add to estimate": a plain input in a label, as prices.astro writes it. */
function StaticBox({ id }: { id: string }) {
  const offering = OFFERINGS.find((candidate) => candidate.id === id);
  return (
    <label>
      <input
        type="checkbox"
        {...{ [BOX_ATTRIBUTE]: id }}
        aria-label={boxName(explorer.addToEstimate, offering?.title ?? "")}
      />
      <BoxWords text={explorer.addToEstimate} title={offering?.title ?? ""} />
    </label>
  );
}

/** The price page as one React tree: the islands in place, the list's sections around its boxes. */
function PricePage() {
  const [print, controls, compare, estimate] = ISLANDS;
  return (
    <div id={PRICE_PAGE_ID}>
      {print}
      {controls}
      {compare}
      <div className="price-sections">
        {content.sections.map((section) => (
          <section key={section.id} id={section.id} aria-label={section.heading}>
            {section.offerings.map((offering) => (
              <StaticBox key={offering.id} id={offering.id} />
            ))}
          </section>
        ))}
      </div>
      {estimate}
    </div>
  );
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
  for (const key of text) fireEvent.change(field, { target: { value: `${field.value}${key}` } });
}

/** Waits for the address the explorer writes once its change is painted, dated by the list. */
async function addressIs(search: string) {
  const dated = search ? `${search}&prices=${content.validFrom}` : search;
  await waitFor(() => expect(window.location.search).toBe(dated));
}

const title = (id: string) => OFFERINGS.find((offering) => offering.id === id)?.title ?? id;

/** The compact list's checkbox of an offering: named by its title alone. */
function pickerBox(id: string) {
  const picker = screen.getByRole("group", { name: explorer.picker.legend });
  return within(picker).getByRole("checkbox", { name: title(id) });
}

/** A table's "Add to estimate – …" checkbox, by its name as the content words it. */
function tableBox(id: string) {
  return screen.getAllByRole("checkbox", {
    name: boxName(explorer.addToEstimate, title(id)),
  })[0] as HTMLElement;
}

function tierRadio(id: TierId) {
  const users = content.tiers.find((tier) => tier.id === id)?.users ?? { from: 0 };
  return screen.getByRole("radio", { name: formatUserRange(users, content.page.userRange, "en") });
}

function resetRenders() {
  renders.picker = 0;
  renders.tiers = 0;
}

beforeEach(() => {
  land("/prices");
  resetRenders();
});

afterEach(() => {
  resetExplorerForTests();
  vi.restoreAllMocks();
});

describe("the islands as Astro hydrates them, each on its own", () => {
  const roots: Root[] = [];
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    document.body.innerHTML = "";
  });

  it("renders the plain page on the server and while hydrating, then applies the address", async () => {
    land("/prices?users=8000&offerings=bop-etl,golden-gate");
    const consoleErrors = vi.spyOn(console, "error");
    // Each island's server HTML in a container of its own inside the price page.
    const page = document.createElement("div");
    page.id = PRICE_PAGE_ID;
    document.body.append(page);
    const containers = ISLANDS.map((island) => {
      const container = document.createElement("div");
      container.innerHTML = renderToString(island);
      page.append(container);
      return container;
    });
    const list = document.createElement("div");
    list.innerHTML = renderToString(
      <>
        {OFFERINGS.map((offering) => (
          <StaticBox key={offering.id} id={offering.id} />
        ))}
      </>,
    );
    page.append(list);
    const html = page.innerHTML;
    const errors: unknown[] = [];
    // Hydrated one after the other, the controls (which start the explorer) first.
    for (const index of [1, 0, 2, 3]) {
      await act(async () => {
        const options = { onRecoverableError: (error: unknown) => errors.push(error) };
        roots.push(hydrateRoot(containers[index] as HTMLElement, ISLANDS[index], options));
      });
    }

    expect(html).not.toContain('value="8000"');
    expect(html).not.toMatch(/type="checkbox"[^>]*checked/);
    expect(errors).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(usersField()).toHaveValue("8000");
    expect(tableBox("bop-etl")).toBeChecked();
    expect(pickerBox("golden-gate")).toBeChecked();
    const estimate = screen.getByRole("region", { name: explorer.estimate.heading });
    // jest-dom reads the no-break space before the currency as a space.
    const total = formatAmount(200_000 + 40_000, explorer.estimate, "en").replace("\u00a0", " ");
    expect(estimate).toHaveTextContent(total);
    // Reading the address is not a step of the visitor's: the address stays as it came.
    expect(window.location.search).toBe("?users=8000&offerings=bop-etl,golden-gate");
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
    expect(push.mock.calls[0]?.[2]).toBe(`/prices?offerings=bop-etl&prices=${content.validFrom}`);
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
    // A box's twins follow once the change is painted (explorer-store.ts).
    fireEvent.click(pickerBox("subopiere-reporting"));
    await waitFor(() => expect(tableBox("subopiere-reporting")).toBeChecked());
    fireEvent.click(tableBox("subopiere-reporting"));
    await waitFor(() => expect(pickerBox("subopiere-reporting")).not.toBeChecked());

    fireEvent.click(screen.getByRole("radio", { name: explorer.views.compare }));
    const comparison = await screen.findByRole("table", { name: explorer.compare.caption });
    // Each box is named by the content's sentence with its row's title, and sits in no label.
    const box = within(comparison).getByRole("checkbox", {
      name: boxName(explorer.addToEstimate, title("bop-bpm")),
    });
    expect(comparison.querySelector("label")).toBeNull();
    fireEvent.click(box);
    expect(box).toBeChecked();
    await waitFor(() => expect(pickerBox("bop-bpm")).toBeChecked());
  });

  it("shows the comparison in place of the list, its groups taking the sections' ids", async () => {
    render(<PricePage />);
    const root = document.documentElement;
    fireEvent.click(screen.getByRole("radio", { name: explorer.views.compare }));
    const comparison = await screen.findByRole("table", { name: explorer.compare.caption });
    expect(root).toHaveAttribute("data-view", "compare");
    for (const section of content.sections) {
      const target = document.getElementById(section.id);
      expect(comparison.contains(target), section.id).toBe(true);
      expect(document.querySelectorAll(`[id="${section.id}"]`)).toHaveLength(1);
    }
    fireEvent.click(screen.getByRole("radio", { name: explorer.views.tables }));
    await waitFor(() => expect(root).not.toHaveAttribute("data-view"));
    for (const section of content.sections) {
      expect(document.getElementById(section.id)?.tagName).toBe("SECTION");
    }
  });

  it("renders the field alone for a keystroke within a tier; a tick renders no control, the store ticking the boxes", async () => {
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
    expect(renders.picker).toBe(0);
    expect(renders.tiers).toBe(0);
    await waitFor(() => expect(pickerBox("golden-gate")).toBeChecked());

    resetRenders();
    fireEvent.change(usersField(), { target: { value: "80000" } });
    expect(renders.picker).toBe(0);
  });

  it("says the prices changed when a link names another price list's date, and only then", async () => {
    const notice = fill(explorer.estimate.pricesChanged, "validFrom", validFromDate);
    const cases = [
      ["?offerings=bop-etl&prices=2020-03-01", true],
      [`?offerings=bop-etl&prices=${content.validFrom}`, false],
      ["?offerings=bop-etl", false],
    ] as const;
    for (const [search, said] of cases) {
      land(`/prices${search}`);
      const { unmount } = render(<PricePage />);
      const estimate = within(document.getElementById("estimate") as HTMLElement);
      await waitFor(() => expect(estimate.getByText(title("bop-etl"))).toBeInTheDocument());
      expect(estimate.queryByText(notice) !== null, search).toBe(said);
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
    const dated = `&prices=${content.validFrom}`;
    expect(switchLink).toHaveAttribute("href", `${path}?offerings=bop-etl${dated}`);
    typeKeys("8000");
    await addressIs("?users=8000&offerings=bop-etl");
    expect(switchLink).toHaveAttribute("href", `${path}?users=8000&offerings=bop-etl${dated}`);
    expect(other).toHaveAttribute("href", "/de");
    unmount();
    switchLink?.remove();
    other?.remove();
  });
});
