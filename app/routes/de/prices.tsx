import { PricesPage } from "~/components/prices/prices-page";
import { chrome } from "~/content/de/chrome";
import { localePaths } from "~/content/paths";
import { pricesContent } from "~/content/de/prices";
import { pricesMeta } from "~/lib/page-meta";

export const meta = () => pricesMeta("de", chrome, pricesContent);

export default function Prices() {
  return (
    <PricesPage
      content={pricesContent}
      locale="de"
      csvHref={localePaths.de.priceListCsv}
      email={chrome.site.email}
    />
  );
}
