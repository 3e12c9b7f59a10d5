import { ImprintArticle } from "~/components/layout/imprint-article";
import { chrome } from "~/content/de/chrome";
import { imprintPage } from "~/content/de/imprint";
import { documentMeta } from "~/lib/page-meta";

export const meta = () => documentMeta("de", chrome, imprintPage, "imprint");

export default function Imprint() {
  return <ImprintArticle page={imprintPage} />;
}
