import { SiteLayout } from "~/components/layout/site-layout";
import { chrome } from "~/content/chrome";
import { localePaths } from "~/content/paths";

const pageChrome = { locale: "en", paths: localePaths.en, text: chrome } as const;

export default function Layout() {
  return <SiteLayout chrome={pageChrome} />;
}
