import { LegalArticle } from "~/components/layout/legal-article";
import { legalPages } from "~/content/legal";
import { legalMeta } from "~/lib/legal-route";
import { paths } from "~/content/paths";

export const meta = () => legalMeta(legalPages.terms, paths.terms);

export default function TermsRoute() {
  return <LegalArticle page={legalPages.terms} />;
}
