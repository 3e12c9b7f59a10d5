import { TYPING_SESSION_KEY } from "./constants";
import { site } from "./site";

export interface LegalPage {
  title: string;
  description: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

const { legalName, email, address } = site;
const postal = `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`;

export const legalPages = {
  terms: {
    title: "Terms of use",
    description: `Terms for using the ${site.brand} website: who publishes it, what its prices mean and how its content may be used.`,
    sections: [
      {
        heading: "This website",
        paragraphs: [
          `This website is published by ${legalName}, ${postal}. It describes our products and their list prices for information only.`,
          "Nothing on this website is an offer to contract. Prices are list prices in euros before taxes; an agreement comes about only through a signed contract.",
        ],
      },
      {
        heading: "Use of content",
        paragraphs: [
          `The text and artwork of this website belong to ${legalName}. You may read, print and link to the pages; any other reuse needs our written consent.`,
          "Oracle and the names of Oracle products are trademarks of their owners and are used here only to describe the technology our products build on.",
        ],
      },
      {
        heading: "Questions",
        paragraphs: [`Write to ${email} with any question about these terms.`],
      },
    ],
  },
  privacy: {
    title: "Privacy",
    description: `What the ${site.brand} website stores in your browser and what its servers may record about visits.`,
    sections: [
      {
        heading: "No cookies, no tracking",
        paragraphs: [
          "This website sets no cookies, runs no analytics and loads nothing from other websites. It has no forms and asks you for no personal data.",
        ],
      },
      {
        heading: "Browser storage",
        paragraphs: [
          `The home page keeps one entry in your browser's session storage, "${TYPING_SESSION_KEY}", so the animated title is typed only once per visit. It holds no personal data and is deleted when you close the browser tab.`,
        ],
      },
      {
        heading: "Server logs",
        paragraphs: [
          "The servers that deliver these pages may record technical access logs, including your IP address, the page requested and the time, to keep the service running and secure. Logs are not used to build profiles.",
        ],
      },
      {
        heading: "Controller and your rights",
        paragraphs: [
          `The controller is ${legalName}, ${postal}. You may ask about, correct or have deleted any data about you by writing to ${email}, and you may complain to the Austrian Data Protection Authority.`,
        ],
      },
    ],
  },
  security: {
    title: "Security",
    description: `How to report a security issue in the ${site.brand} website or products, and how this static website is run.`,
    sections: [
      {
        heading: "Reporting a vulnerability",
        paragraphs: [
          `If you believe you have found a security issue in this website or in one of our products, please write to ${email}. Our contact details for security reports are also published in the standard security.txt file of this website.`,
          "Please give us reasonable time to fix an issue before you disclose it, and do not access data that is not yours.",
        ],
      },
      {
        heading: "This website",
        paragraphs: [
          "The website consists of static pages served over HTTPS. It has no logins, forms or databases and makes no calls to other services.",
        ],
      },
    ],
  },
} as const satisfies Record<string, LegalPage>;
