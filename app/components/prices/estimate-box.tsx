import { ExplorerBoundary } from "~/components/prices/explorer-boundary";
import { useExplorerState } from "~/hooks/use-explorer";
import { explorerActions } from "~/lib/explorer-store";

interface EstimateBoxProps {
  /** The offering's id. */
  id: string;
}

/**
 * An offering's "Add to estimate" box. Its label is the static HTML around the island
 * (price-sections.astro), whose own words name it: the visible "Add to estimate", then the
 * offering's title, visually hidden.
 */
function EstimateBox({ id }: EstimateBoxProps) {
  const checked = useExplorerState((state) => state.picked.includes(id));
  return (
    <input
      type="checkbox"
      checked={checked}
      onChange={() => explorerActions.toggle(id)}
      className="size-5 shrink-0 accent-accent"
    />
  );
}

/** One offering's box as an island of its own: the table and the label around it are static. */
export function EstimateBoxIsland(props: EstimateBoxProps) {
  return (
    <ExplorerBoundary>
      <EstimateBox {...props} />
    </ExplorerBoundary>
  );
}
