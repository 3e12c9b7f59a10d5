import { PricesPage } from "~/components/prices/prices-page";
import { chrome } from "~/content/chrome";
import { localePaths } from "~/content/paths";
import { pricesContent } from "~/content/prices";
import { pricesMeta } from "~/lib/page-meta";

export const meta = () => pricesMeta("en", chrome, pricesContent);

export default function Prices() {
  return (
    <PricesPage
      content={pricesContent}
      locale="en"
      csvHref={localePaths.en.priceListCsv}
      email={chrome.site.email}
    />
  );
}
