import { LegalArticle } from "~/components/layout/legal-article";
import { chrome } from "~/content/de/chrome";
import { legalPages } from "~/content/de/legal";
import { documentMeta } from "~/lib/page-meta";

export const meta = () => documentMeta("de", chrome, legalPages.security, "security");

export default function Security() {
  return <LegalArticle page={legalPages.security} />;
}
