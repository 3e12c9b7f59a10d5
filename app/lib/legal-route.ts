import type { MetaDescriptor } from "react-router";
import type { LegalPage } from "~/content/legal";
import { site } from "~/content/site";
import { ui } from "~/content/ui";
import { pageMeta } from "~/lib/page-meta";

export function legalMeta(page: LegalPage, path: string): MetaDescriptor[] {
  return pageMeta({
    title: `${page.title}${ui.meta.titleSeparator}${site.brand}`,
    description: page.description,
    path,
  });
}
