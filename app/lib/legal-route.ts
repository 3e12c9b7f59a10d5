import type { MetaDescriptor } from "react-router";
import type { LegalPage } from "~/content/legal";
import { site } from "~/content/site";

export function legalMeta(page: LegalPage): MetaDescriptor[] {
  return [
    { title: `${page.title} · ${site.brand}` },
    { name: "description", content: page.description },
  ];
}
