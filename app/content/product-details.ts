import { joinProductPages } from "./join-product-pages";
import { productSlugs, type ProductSlug } from "./product-slugs";
import { products } from "./products";
import { site } from "./site";
import type { Product, ProductDetails } from "./types";

/** What each product's page shows beyond its card. */
export const productDetails: Record<ProductSlug, ProductDetails> = {
  [productSlugs.erp]: {
    longDescription: [
      `SUBOPiere is the ERP distribution of the ${site.brand} platform. It packages financials, ` +
        "procurement, sales, inventory and reporting as a single system that runs on the " +
        "Business Operations Platform (BOP), so every module shares the same data model, " +
        "security and integration services. Software vendors and system integrators use it as " +
        "a ready foundation instead of assembling an ERP stack from separate parts.",
      "Because SUBOPiere is built on Oracle database and middleware, it relies on dependable " +
        "transaction handling, availability and data protection from the layers below. Editions " +
        "range from Entry through Basic to Corporate, and optional modules add diagnostics and " +
        "tuning, multitenancy, data masking and subsetting, a Java engine and reporting as " +
        "requirements grow.",
      "Industry verticals extend the core for banking, insurance, health records, treasury, " +
        "billing, manufacturing and content-centric businesses. Partners configure the processes " +
        "their customers need, add their own extensions through BOP services, and keep a clear " +
        "upgrade path because customisations stay outside the standard code.",
    ],
    features: [
      {
        title: "Shared data model",
        description:
          "Every module reads and writes the same BOP data model, so finance, logistics and " +
          "reporting stay consistent.",
      },
      {
        title: "Editions that grow",
        description:
          "Start with the Entry edition and move to Basic or Corporate as requirements grow.",
      },
      {
        title: "Industry verticals",
        description:
          "Sector-specific extensions for banking, insurance, health records and more sit on " +
          "the same core.",
      },
      {
        title: "Multitenant deployment",
        description:
          "Serve several customers or business units from a single installation while keeping " +
          "their data separate.",
      },
      {
        title: "Data masking and subsetting",
        description: "Create privacy-safe test and training environments from production data.",
      },
      {
        title: "Integrated reporting",
        description:
          "Operational and financial reports run on live ERP data, with further analysis " +
          "available through BOP.",
      },
      {
        title: "Golden Gate replication",
        description:
          "Keep SUBOPiere data in sync with other systems and sites through Golden Gate.",
      },
      {
        title: "Extensible by partners",
        description:
          "Add partner-specific logic through BOP services and the Java engine without " +
          "modifying the standard code.",
      },
    ],
    heroImage: {
      src: "/images/subopiere-hero.svg",
      alt:
        "Diagram: SUBOPiere modules and industry verticals layered on the BOP core, " +
        "which rests on the Oracle database",
      width: 1200,
      height: 675,
    },
    extraSections: [
      {
        id: "verticals",
        heading: "Verticals",
        intro:
          "Verticals add sector-specific processes and data to the SUBOPiere core and are " +
          "available with the core editions.",
        items: [
          {
            title: "ERP",
            description:
              "Financials, procurement, sales, inventory and project accounting for general " +
              "business operations.",
          },
          {
            title: "Banking",
            description:
              "Customer, account and product administration with the audit trails that " +
              "regulated banking operations expect.",
          },
          {
            title: "Insurance",
            description: "Policy, claims and commission processes connected to the general ledger.",
          },
          {
            title: "Content",
            description:
              "Management of documents, media and rights for publishing and content-driven " +
              "businesses.",
          },
          {
            title: "Health Record",
            description:
              "Structured patient and care records with access controls for healthcare providers.",
          },
          {
            title: "Treasury",
            description:
              "Cash, liquidity and financial instrument management linked directly to accounting.",
          },
          {
            title: "Billing",
            description:
              "Rating, invoicing and receivables for subscription and usage-based services.",
          },
          {
            title: "Manufacturing",
            description:
              "Bills of materials, production orders and material flow tied to inventory and " +
              "costing.",
          },
        ],
      },
    ],
  },
  [productSlugs.bop]: {
    longDescription: [
      `The ${site.brand} Business Operations Platform (BOP) is the common foundation beneath every ` +
        `${site.brand} application. It sits on Oracle database and middleware and turns them into a ` +
        "consistent set of business services: identity and security, process management, data " +
        "integration, caching, mobile access and reporting. Applications built on BOP use these " +
        "services rather than implementing them again.",
      "For independent software vendors, BOP shortens the path from an idea to a product that is " +
        "ready for enterprise customers. For system integrators, it provides a repeatable base " +
        "for projects, so teams focus on customer-specific logic instead of infrastructure. " +
        `SUBOPiere, the ${site.brand} ERP distribution, is built on BOP, and partner solutions can be ` +
        "built the same way.",
      "BOP is modular. The Security and Enterprise cores form the base, and components such as " +
        "BPM, ETL, BI reporting, in-memory processing, multitenancy and caching are added when " +
        "they are needed. Golden Gate replication keeps data synchronised between BOP " +
        "installations, SUBOPiere and external systems.",
    ],
    features: [
      {
        title: "Security and identity",
        description:
          "Central authentication, authorisation and identity management, with connectors to " +
          "existing directories.",
      },
      {
        title: "Business process management",
        description: "Model, run and monitor business processes across applications with BOP BPM.",
      },
      {
        title: "ETL and data integration",
        description: "Load, transform and reconcile data from legacy and third-party systems.",
      },
      {
        title: "BI reporting",
        description:
          "Build reports and dashboards on platform data without a separate analytics stack.",
      },
      {
        title: "In-memory and caching",
        description:
          "Lite, Enterprise and Grid cache options keep frequently used data close to the " +
          "application.",
      },
      {
        title: "Multitenant operation",
        description:
          "Run isolated tenants on shared infrastructure, suited to vendors offering hosted " +
          "services.",
      },
      {
        title: "Mobile access",
        description:
          "Make business services available to mobile applications under the same security " +
          "model.",
      },
      {
        title: "Platform management",
        description: "Monitor, configure and maintain platform components from a single place.",
      },
    ],
    heroImage: {
      src: "/images/bop-hero.svg",
      alt:
        "Diagram: the BOP service layer between Oracle database and middleware below and " +
        "applications above",
      width: 1200,
      height: 675,
    },
    extraSections: [
      {
        id: "how-bop-fits",
        heading: "How BOP fits",
        intro:
          `BOP is the middle layer of the ${site.brand} platform: it builds on Oracle technology ` +
          "below and carries applications above.",
        items: [
          {
            title: "Oracle database and middleware",
            description:
              "The foundation layer provides storage, transactions, availability and " +
              "application serving.",
          },
          {
            title: "BOP services",
            description:
              "Security, identity, process, integration, caching and reporting services shared " +
              "by every application.",
          },
          {
            title: "Applications on top",
            description:
              `SUBOPiere, the other ${site.brand} products and partner solutions use BOP services ` +
              "instead of building their own.",
          },
          {
            title: "Golden Gate replication",
            description:
              "Data replication keeps BOP and SUBOPiere installations in sync with each other " +
              "and with external systems.",
          },
        ],
      },
    ],
  },
  [productSlugs.accounting]: {
    longDescription: [
      `${site.brand} Accounting, Reporting & HR brings together the back-office functions most ` +
        "organisations rely on: general ledger, receivables and payables, fixed assets, " +
        "financial reporting and personnel administration. The modules share a single data " +
        "model, so a change to the organisation structure or a new cost centre is visible in " +
        "accounting, reporting and HR at the same time.",
      "The product is designed for partners who serve established organisations and want a " +
        "dependable back office to combine with their own industry solutions. Standard " +
        "processes are available from the start, while local accounting rules, reporting " +
        "formats and payroll interfaces can be configured per country and per customer.",
      "Running on Oracle database and middleware, the solution offers consistent security, " +
        `auditability and performance. It connects to SUBOPiere and the other ${site.brand} products ` +
        "through BOP services, so financial and personnel data stay aligned across the platform " +
        "and partners can extend each area without maintaining separate integrations.",
    ],
    features: [
      {
        title: "General ledger and subledgers",
        description:
          "Ledger, receivables, payables and fixed assets post into a single, consistent set of " +
          "books.",
      },
      {
        title: "Financial and statutory reporting",
        description:
          "Prepare management and statutory reports from the same data that drives daily " +
          "accounting.",
      },
      {
        title: "Personnel administration",
        description:
          "Maintain employee records, organisation structures, contracts and absences in one " +
          "place.",
      },
      {
        title: "Payroll interfaces",
        description:
          "Pass HR and time data to local payroll providers through configurable interfaces.",
      },
      {
        title: "Cost centre accounting",
        description: "Allocate costs to departments and projects and compare actuals with plans.",
      },
      {
        title: "Audit trail",
        description:
          "Every posting and master data change is recorded with user and time for audits.",
      },
    ],
  },
  [productSlugs.udm]: {
    longDescription: [
      `${site.brand} UDM/PLM combines a unified data model (UDM) with product lifecycle management ` +
        "(PLM). It gives every department a single, consistent definition of products, parts, " +
        "documents and their relationships, from initial design through production and service " +
        "to retirement, so that every team works from the same information at each stage.",
      "Many organisations keep product data in separate engineering, ERP and sales systems, " +
        "which leads to duplicate records and manual reconciliation. UDM/PLM defines the shared " +
        "model once and makes it available through BOP services, so SUBOPiere, partner " +
        "applications and reporting tools work with the same master data.",
      "Change management, versioning and approval workflows are built in, so each modification " +
        "is reviewed and documented. Partners can extend the model with industry-specific " +
        "attributes while the core structure stays stable across upgrades, which keeps " +
        "integrations predictable as products, suppliers and internal processes change over time.",
    ],
    features: [
      {
        title: "Unified data model",
        description:
          "A shared definition of products, parts, documents and relationships across " +
          "applications.",
      },
      {
        title: "Lifecycle stages",
        description:
          "Track each product from concept and design through production, service and " +
          "retirement.",
      },
      {
        title: "Bills of materials",
        description: "Manage engineering and manufacturing structures and keep them aligned.",
      },
      {
        title: "Change and version control",
        description:
          "Record revisions, route change requests for approval and keep a complete history.",
      },
      {
        title: "Linked documents",
        description:
          "Attach drawings, specifications and certificates directly to the items they " +
          "describe.",
      },
      {
        title: "Extensible attributes",
        description: "Add industry-specific fields without altering the core model.",
      },
      {
        title: "Connected to SUBOPiere",
        description:
          "Master data flows into ERP processes such as purchasing, production and sales.",
      },
    ],
  },
  [productSlugs.materialFlow]: {
    longDescription: [
      `${site.brand} BI & Material Flow Reporting is built for organisations that run Oracle ` +
        "E-Business Suite (OEBS). It adds a reporting layer that follows materials through " +
        "purchasing, receiving, inventory, production and shipping, and presents the results as " +
        "analyses that operations and finance teams can use directly.",
      "Data is extracted from OEBS into a reporting model designed for analysis, so heavy " +
        "queries do not compete with transactional workloads. Standard reports cover stock " +
        "levels and movements, inventory valuation, supplier performance and production " +
        "consumption, and each report can be filtered by organisation, item, period or location.",
      "Partners can add their own reports and dashboards on the same model. Because the solution " +
        "uses Oracle database technology and BOP integration services, it fits into existing " +
        "OEBS environments without changes to the E-Business Suite itself, and it can run " +
        "alongside the other reporting tools an organisation already uses.",
    ],
    features: [
      {
        title: "Material flow analysis",
        description: "Follow items from purchase order to receipt, stock, production and shipment.",
      },
      {
        title: "Inventory reporting",
        description:
          "See stock levels, movements, ageing and valuation by organisation and location.",
      },
      {
        title: "Purchasing insights",
        description: "Review supplier delivery performance, open orders and price developments.",
      },
      {
        title: "Production consumption",
        description: "Compare planned and actual material usage for each work order.",
      },
      {
        title: "Dedicated reporting model",
        description: "Analyses run on a separate model, keeping load away from OEBS transactions.",
      },
      {
        title: "Extensible dashboards",
        description: "Partners and customers can build additional reports on the same data.",
      },
    ],
  },
  [productSlugs.fundAccounting]: {
    longDescription: [
      `${site.brand} Fund Accounting supports the accounting of investment funds and the entities ` +
        "that manage them. It records securities transactions, income and expenses, values " +
        "portfolios, and calculates net asset value and unit prices, with the resulting " +
        "postings flowing into a complete general ledger.",
      "Fund administrators, asset managers and the partners who serve them need accuracy, " +
        "traceability and clear controls. The solution keeps every valuation and posting " +
        "traceable to its source, handles multiple funds and share classes in a single " +
        "installation, and produces the reports that management, investors and supervisory " +
        "bodies require.",
      "Fund Accounting runs on Oracle database and middleware and uses BOP services for " +
        "security, integration and reporting. It connects with the Treasury and Banking " +
        "verticals of SUBOPiere where organisations need a wider view of their financial " +
        "operations, from liquidity planning to the accounts of the management company itself.",
    ],
    features: [
      {
        title: "Portfolio valuation",
        description:
          "Value holdings using market prices, with a complete history of every valuation run.",
      },
      {
        title: "NAV and unit pricing",
        description: "Calculate net asset value and unit prices per fund and share class.",
      },
      {
        title: "Fund-level general ledger",
        description: "Maintain separate books for each fund, with consolidated views when needed.",
      },
      {
        title: "Income and expense accruals",
        description:
          "Accrue interest, dividends, fees and other charges as part of daily processing.",
      },
      {
        title: "Investor and regulatory reporting",
        description:
          "Produce reports for management, investors and supervisory authorities from the same " +
          "data.",
      },
      {
        title: "Controls and audit trail",
        description: "Approval steps and full traceability support internal and external audits.",
      },
    ],
  },
  [productSlugs.citros]: {
    longDescription: [
      `Citros is the open-source offering of the ${site.brand} platform, presented under the OpenSky ` +
        "family. It applies the same ideas as the Oracle-based products, a shared foundation, " +
        "reusable business services and applications on top, to a technology stack made of " +
        "established open-source components.",
      "Citros suits independent software vendors and system integrators whose customers ask for " +
        "open technologies, or who want to start small without licence commitments for the " +
        "underlying stack. Projects can begin with a focused set of functions and add further " +
        `modules as requirements become clear, with ${site.brand} available for architecture ` +
        "guidance, implementation support and maintenance.",
      "Because Citros follows the same design principles as BOP, partners can apply the same " +
        "skills and methods across both families and choose the stack that fits each customer, " +
        "rather than fitting each customer to a single stack. Solutions can also be combined " +
        `with Oracle-based ${site.brand} products where a project needs both.`,
    ],
    features: [
      {
        title: "Open-source stack",
        description:
          "Built on established open-source components for the database, application and " +
          "integration layers.",
      },
      {
        title: "Shared design principles",
        description:
          "Follows the layered approach of BOP, so concepts and skills carry over between " +
          "families.",
      },
      {
        title: "Modular growth",
        description: "Start with the functions you need and add modules as requirements grow.",
      },
      {
        title: "Open standards and interfaces",
        description: "Standard protocols and APIs make integration with existing systems simpler.",
      },
      {
        title: "Built for partners",
        description:
          "Vendors and integrators can extend, package and deliver Citros as part of their own " +
          "solutions.",
      },
      {
        title: `Support from ${site.brand}`,
        description:
          "Architecture guidance, implementation help and maintenance are available from the " +
          `${site.brand} team.`,
      },
    ],
  },
};

/** Every product with its card and page content together, in the home page's order. */
export const productPages: readonly Product[] = joinProductPages(products, productDetails);
