import { platformOverview } from "./overview";
import { products } from "./products";
import { site } from "./site";
import type { Translation } from "./translation";
import { verticals } from "./verticals";
import type { Value } from "./types";

/** Copy of the home page sections other than the product cards. */
export const trustedBlock = {
  eyebrow: "TRUSTED BY INNOVATORS",
  heading: "The most reliable infra, at the best price",
  body:
    "A single platform for ERP, Banking, Insurance, Content, Health Record, Treasury, Billing " +
    "and Manufacturing solutions, built on Oracle database and middleware and priced for partners.",
} as const;

export const productsSection = {
  heading: "Products",
  intro:
    "Oracle-based products for business operations and an open-source option under OpenSky, " +
    "each ready for partners to build on and deliver.",
} as const;

export const aboutSection = {
  heading: `What is ${site.brand}`,
  paragraphs: [
    `${site.brand} is an integrated platform of business software for independent software vendors ` +
      "and system integrators. It combines Oracle database and middleware with open-source " +
      "software and adds a common layer of business services, the Business Operations Platform " +
      "(BOP), on which complete applications such as the SUBOPiere ERP distribution are built.",
    "Instead of assembling infrastructure, security, integration and reporting for every " +
      "project, partners start from a platform where these pieces already fit together. They " +
      "add their own industry knowledge and customer-specific logic on top, and deliver " +
      "solutions that share the same foundation, the same tools and the same upgrade path.",
    `${site.brand} is offered in partnership with Oracle and delivered together with partners. ` +
      `${site.legalName} is based in ${site.headquarters.city}, with subsidiaries in ` +
      `${site.subsidiaries.map((office) => office.city).join(" and ")} that support ` +
      "partners through implementation, operation and further development, and help them " +
      "choose the combination of products that fits each customer.",
  ],
} as const;

export const valuesSection = {
  heading: "Values",
  intro: `The principles that shape how the ${site.brand} platform is built, priced and supported.`,
  items: [
    {
      title: "Reduced initial investment",
      body:
        "Partner pricing lowers the cost of getting started, with discounts of more than 50 " +
        "percent, so projects can begin without a large upfront investment.",
      highlight: "Discounts of more than 50 percent",
    },
    {
      title: "Reduced requirements for skilled staff",
      body:
        "Security, integration and operations are handled by the platform, so partner teams can " +
        "concentrate on business logic rather than specialist infrastructure skills.",
    },
    {
      title: "Faster implementation",
      body:
        "Preconfigured products and shared platform services shorten projects, with an " +
        "implementation phase of 2 to 3 months.",
      highlight: "Implementation in 2 to 3 months",
    },
    {
      title: "Simplified support",
      body:
        "A single platform, a common toolset and a clear point of contact make maintenance, " +
        "upgrades and troubleshooting easier to plan and manage.",
    },
  ] satisfies Value[],
} as const;

/** The home page's title after the brand, and its hero link to the product list. */
export const homePage = {
  titleTagline: "Business software on Oracle and open source",
  exploreLink: "Explore the products",
  /** Names the list of verticals under the trusted block. */
  verticalsLabel: "Verticals",
} as const;

/** "Learn more about {product}" on each product card; the part after the link text is for screen readers. */
export const productCardLink = {
  label: "Learn more",
  aboutBefore: " about ",
  arrow: "→",
} as const;

/** Everything the home page shows between header and footer, for its sections. */
export const homeContent = {
  page: homePage,
  trusted: trustedBlock,
  verticals,
  products: productsSection,
  cards: products,
  cardLink: productCardLink,
  about: aboutSection,
  values: valuesSection,
  overview: platformOverview,
} as const;

/** The home page's content in any language: the English shape, strings free to differ. */
export type HomeContent = Translation<typeof homeContent>;
