import { LegalArticle } from "~/components/layout/legal-article";
import { legalPages } from "~/content/legal";
import { legalMeta } from "~/lib/legal-route";
import { paths } from "~/content/paths";

export const meta = () => legalMeta(legalPages.privacy, paths.privacy);

export default function PrivacyRoute() {
  return <LegalArticle page={legalPages.privacy} />;
}
