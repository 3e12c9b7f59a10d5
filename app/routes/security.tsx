import { LegalArticle } from "~/components/layout/legal-article";
import { legalPages } from "~/content/legal";
import { legalMeta } from "~/lib/legal-route";
import { paths } from "~/content/paths";

export const meta = () => legalMeta(legalPages.security, paths.security);

export default function SecurityRoute() {
  return <LegalArticle page={legalPages.security} />;
}
