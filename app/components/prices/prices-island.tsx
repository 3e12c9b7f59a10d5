import { ExplorerBoundary } from "~/components/prices/explorer-boundary";
import { PRICE_PAGE_ID, PricesPage, type PricesPageProps } from "~/components/prices/prices-page";

/**
 * The price page as the site's one island: the page and its explorer inside the boundary that
 * keeps the static price list when the explorer fails.
 */
export function PricesIsland(props: PricesPageProps) {
  return (
    <ExplorerBoundary serverMarkupId={PRICE_PAGE_ID}>
      <PricesPage {...props} />
    </ExplorerBoundary>
  );
}
