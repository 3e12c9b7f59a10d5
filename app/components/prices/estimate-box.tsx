import { ExplorerBoundary } from "~/components/prices/explorer-boundary";
import type { PricesContent } from "~/content/price-list";
import { useExplorerState } from "~/hooks/use-explorer";
import { explorerActions } from "~/lib/explorer-store";

interface EstimateBoxProps {
  /** The offering's id and title. */
  id: string;
  title: string;
  words: PricesContent["explorer"]["addToEstimate"];
}

/**
 * An offering's "Add to estimate", below its table. The label's own words are its name (WCAG
 * 2.5.3): the visible "Add to estimate", then the offering's title, visually hidden, as one string
 * ("Add to estimate – BOP ETL"). The hidden part starts with a space in the content (" – "):
 * browsers part a visually hidden box from the words before it with one.
 */
function EstimateBox({ id, title, words }: EstimateBoxProps) {
  const checked = useExplorerState((state) => state.picked.includes(id));
  return (
    <label className="needs-js inline-flex min-h-11 min-w-11 cursor-pointer items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        checked={checked}
        onChange={() => explorerActions.toggle(id)}
        className="size-5 shrink-0 accent-accent"
      />
      {words.label}
      <span className="sr-only">{`${words.beforeTitle}${title}`}</span>
    </label>
  );
}

/** One offering's box as an island of its own: the table around it is static HTML. */
export function EstimateBoxIsland(props: EstimateBoxProps) {
  return (
    <ExplorerBoundary>
      <EstimateBox {...props} />
    </ExplorerBoundary>
  );
}
