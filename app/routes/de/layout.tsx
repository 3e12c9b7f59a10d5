import { SiteLayout } from "~/components/layout/site-layout";
import { chrome } from "~/content/de/chrome";
import { localePaths } from "~/content/paths";

const pageChrome = { locale: "de", paths: localePaths.de, text: chrome } as const;

export default function Layout() {
  return <SiteLayout chrome={pageChrome} />;
}
