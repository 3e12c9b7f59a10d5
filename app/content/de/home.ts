import type * as en from "../home";
import type { Translation } from "../translation";
import { platformOverview } from "./overview";
import { products } from "./products";
import { site } from "./site";
import { verticals } from "./verticals";

/** Copy of the home page sections other than the product cards. */
export const trustedBlock = {
  eyebrow: "IM EINSATZ BEI INNOVATOREN",
  heading: "Die verlässlichste Infrastruktur zum besten Preis",
  body:
    "Eine Plattform für Lösungen rund um ERP, Banken, Versicherungen, Content, Gesundheitsakte, " +
    "Treasury, Abrechnung und Fertigung – aufgebaut auf Oracle-Datenbank und -\u2060Middleware, zu " +
    "Partnerpreisen.",
} as const satisfies Translation<typeof en.trustedBlock>;

export const productsSection = {
  heading: "Produkte",
  intro:
    "Produkte auf Oracle-Basis für den Geschäftsbetrieb und eine Open-Source-Variante unter " +
    "OpenSky – jedes davon bereit, von Partnern erweitert und ausgeliefert zu werden.",
} as const satisfies Translation<typeof en.productsSection>;

export const aboutSection = {
  heading: `Was ist ${site.brand}?`,
  paragraphs: [
    `${site.brand} ist eine integrierte Plattform für Un­ter­neh­mens­soft­ware, gemacht für ` +
      "unabhängige Soft­ware­her­stel­ler und Sys­tem­in­te­gra­to­ren. Sie verbindet Oracle-Datenbank " +
      "und -\u2060Middleware mit Open-Source-Software und ergänzt sie um eine gemeinsame Schicht von " +
      "Geschäftsdiensten, die Business Operations Platform (BOP). Darauf entstehen vollständige " +
      "Anwendungen wie die ERP-Distribution SUBOPiere.",
    "Statt für jedes Projekt Infrastruktur, Sicherheit, Integration und Reporting neu " +
      "zusammenzustellen, starten Partner auf einer Plattform, auf der diese Teile bereits " +
      "zusammenpassen. Sie ergänzen ihr Branchenwissen und die kundenspezifische Logik und " +
      "liefern Lösungen mit derselben Grundlage, denselben Werkzeugen und demselben Upgrade-Pfad.",
    `${site.brand} wird in Partnerschaft mit Oracle angeboten und gemeinsam mit Partnern ` +
      `umgesetzt. Die ${site.legalName} hat ihren Sitz in ${site.headquarters.city}; ` +
      `Toch­ter­ge­sell­schaf­ten in ${site.subsidiaries.map((office) => office.city).join(" und ")} ` +
      "begleiten Partner bei Einführung, Betrieb und Weiterentwicklung und helfen ihnen, für " +
      "jeden Kunden die passende Kombination von Produkten zu wählen.",
  ],
} as const satisfies Translation<typeof en.aboutSection>;

export const valuesSection = {
  heading: "Werte",
  intro: `Die Grundsätze, nach denen die ${site.brand}-Plattform entwickelt, bepreist und betreut wird.`,
  items: [
    {
      title: "Geringere An­fangs­in­ves­ti­ti­on",
      body:
        "Partnerpreise mit Rabatten von mehr als 50 Prozent senken die Einstiegskosten, " +
        "sodass Projekte ohne große Vorabinvestition beginnen können.",
      highlight: "Rabatte von mehr als 50 Prozent",
    },
    {
      title: "Weniger Bedarf an Fachkräften",
      body:
        "Sicherheit, Integration und Betrieb übernimmt die Plattform. So können sich die Teams " +
        "der Partner auf die Geschäftslogik konzentrieren, statt Spezialwissen für " +
        "Infrastruktur aufzubauen.",
    },
    {
      title: "Schnellere Einführung",
      body:
        "Vorkonfigurierte Produkte und gemeinsame Plattformdienste verkürzen Projekte – mit " +
        "einer Einführungsphase von 2 bis 3 Monaten.",
      highlight: "Einführung in 2 bis 3 Monaten",
    },
    {
      title: "Einfachere Betreuung",
      body:
        "Eine Plattform, einheitliche Werkzeuge und ein klarer Ansprechpartner machen Wartung, " +
        "Upgrades und Fehlerbehebung leichter planbar und beherrschbar.",
    },
  ],
} as const satisfies Translation<typeof en.valuesSection>;

/** The home page's title after the brand, and its hero link to the product list. */
export const homePage = {
  titleTagline: "Un­ter­neh­mens­soft­ware auf Oracle und Open Source",
  exploreLink: "Produkte entdecken",
  /** Names the list of verticals under the trusted block. */
  verticalsLabel: "Branchenlösungen",
} as const satisfies Translation<typeof en.homePage>;

/** „Mehr erfahren zu {Produkt}“ on each product card; the part after the link text is for screen readers. */
export const productCardLink = {
  label: "Mehr erfahren",
  aboutBefore: " zu ",
  arrow: "→",
} as const satisfies Translation<typeof en.productCardLink>;

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
} as const satisfies en.HomeContent;
