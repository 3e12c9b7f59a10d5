import { productSlugs } from "./product-slugs";
import { site } from "./site";
import type { ProductSummary } from "./types";

/**
 * The seven products, in the order the home page lists them: what a card shows. The rest of each
 * product page lives in product-details.ts, so the home page does not load it.
 */
export const products = [
  {
    slug: productSlugs.erp,
    title: "SUBOPiere – SU BOP ERP",
    description:
      "The ERP distribution built on the Business Operations Platform, with core business " +
      "processes and industry verticals ready to configure.",
    category: "ORACLE",
    layout: "erp",
    eyebrow: "ERP distribution",
  },
  {
    slug: productSlugs.bop,
    title: `${site.brand} Business Operations Platform (BOP)`,
    description:
      `The service layer of the ${site.brand} platform: security, integration, process, caching and ` +
      "reporting services on Oracle database and middleware.",
    category: "ORACLE",
    layout: "bop",
    eyebrow: "Platform foundation",
  },
  {
    slug: productSlugs.accounting,
    title: `${site.brand} Accounting, Reporting & HR`,
    description:
      "Financial accounting, statutory reporting and HR administration on a shared data model, " +
      `ready for partners to deploy on the ${site.brand} platform.`,
    category: "ORACLE",
    layout: "standard",
    eyebrow: "Finance and people",
  },
  {
    slug: productSlugs.udm,
    title: `${site.brand} UDM/PLM – Unified Data Model`,
    description:
      "A unified data model with product lifecycle management, giving engineering, production " +
      "and sales a consistent view of every product.",
    category: "ORACLE",
    layout: "standard",
    eyebrow: "Product data",
  },
  {
    slug: productSlugs.materialFlow,
    title: `${site.brand} BI & Material Flow Reporting for OEBS`,
    description:
      "Business intelligence and material flow reporting for Oracle E-Business Suite (OEBS), " +
      "with ready-made analyses of inventory, purchasing and production.",
    category: "ORACLE",
    layout: "standard",
    eyebrow: "Reporting for OEBS",
  },
  {
    slug: productSlugs.fundAccounting,
    title: `${site.brand} Fund Accounting`,
    description:
      "Accounting and reporting for investment funds, covering portfolio valuation, unit " +
      `pricing and investor reporting on the ${site.brand} platform.`,
    category: "ORACLE",
    layout: "standard",
    eyebrow: "Investment accounting",
  },
  {
    slug: productSlugs.citros,
    title: "Citros",
    description:
      `The OpenSky offering of ${site.brand}: business software built on open-source components, for ` +
      "partners who prefer an open technology stack.",
    category: "OpenSky",
    layout: "citros",
    eyebrow: "Open source",
  },
] as const satisfies readonly ProductSummary[];
