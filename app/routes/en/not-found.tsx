import { NotFoundPage } from "~/components/layout/not-found-page";
import { chrome } from "~/content/chrome";
import { localePaths } from "~/content/paths";
import { notFoundMeta } from "~/lib/page-meta";

export const meta = () => notFoundMeta(chrome, chrome.ui.meta.notFoundTitle);

export default function NotFound() {
  return <NotFoundPage errors={chrome.ui.errors} homePath={localePaths.en.home} />;
}
