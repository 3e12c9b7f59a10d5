import { PricesPage } from "~/components/prices/prices-page";
import { chrome } from "~/content/chrome";
import { pricesContent } from "~/content/prices";
import { pricesMeta } from "~/lib/page-meta";

export const meta = () => pricesMeta("en", chrome, pricesContent);

export default function Prices() {
  return <PricesPage content={pricesContent} />;
}
