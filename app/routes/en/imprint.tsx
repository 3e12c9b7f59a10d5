import { ImprintArticle } from "~/components/layout/imprint-article";
import { chrome } from "~/content/chrome";
import { imprintPage } from "~/content/imprint";
import { documentMeta } from "~/lib/page-meta";

export const meta = () => documentMeta("en", chrome, imprintPage, "imprint");

export default function Imprint() {
  return <ImprintArticle page={imprintPage} />;
}
