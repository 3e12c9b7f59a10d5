import type * as en from "../navigation";
import { localePaths } from "../paths";
import type { Translation } from "../translation";

const paths = localePaths.de;

export const headerNav = [
  { label: "Produkte", href: paths.solutions },
  { label: "Über uns", href: paths.about },
  { label: "Preise", href: paths.prices },
] as const satisfies Translation<typeof en.headerNav>;

export const footerColumns = [
  {
    heading: "Plattform",
    links: [
      { label: "Produkte", href: paths.solutions },
      { label: "Über uns", href: paths.about },
      { label: "Kontakt", href: paths.contact },
    ],
  },
  {
    heading: "Informationen",
    links: [
      { label: "Preise", href: paths.prices },
      { label: "Werte", href: paths.values },
    ],
  },
] as const satisfies Translation<typeof en.footerColumns>;

export const legalLinks = [
  { label: "Nutzungsbedingungen", href: paths.terms },
  { label: "Datenschutz", href: paths.privacy },
  { label: "Sicherheit", href: paths.security },
  { label: "Impressum", href: paths.imprint },
  { label: "Barrierefreiheit", href: paths.accessibility },
] as const satisfies Translation<typeof en.legalLinks>;

/** The header's navigation landmarks and the phone menu button, named for screen readers. */
export const headerLabels = {
  mainNav: "Hauptnavigation",
  phoneMenu: "Hauptmenü",
  openMenu: "Menü öffnen",
  closeMenu: "Menü schließen",
} as const satisfies Translation<typeof en.headerLabels>;

/** The footer's legal links landmark, named for screen readers. */
export const footerLabels = {
  legalNav: "Rechtliches",
} as const satisfies Translation<typeof en.footerLabels>;

/** The link to this page in the other language, named in that language. */
export const languageSwitch = {
  label: "English",
} as const satisfies Translation<typeof en.languageSwitch>;
