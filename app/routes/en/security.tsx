import { LegalArticle } from "~/components/layout/legal-article";
import { chrome } from "~/content/chrome";
import { legalPages } from "~/content/legal";
import { documentMeta } from "~/lib/page-meta";

export const meta = () => documentMeta("en", chrome, legalPages.security, "security");

export default function Security() {
  return <LegalArticle page={legalPages.security} />;
}
