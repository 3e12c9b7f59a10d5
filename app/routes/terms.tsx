import { LegalArticle } from "~/components/layout/legal-article";
import { legalPages } from "~/content/legal";
import { legalMeta } from "~/lib/legal-route";

export const meta = () => legalMeta(legalPages.terms);

export default function TermsRoute() {
  return <LegalArticle page={legalPages.terms} />;
}
