import { localePaths } from "./paths";
import type { FooterColumn, NavLink } from "./types";

const paths = localePaths.en;

export const headerNav = [
  { label: "Products", href: paths.solutions },
  { label: "About", href: paths.about },
  { label: "Prices", href: paths.prices },
] as const satisfies readonly NavLink[];

export const footerColumns = [
  {
    heading: "Platform",
    links: [
      { label: "Products", href: paths.solutions },
      { label: "About", href: paths.about },
      { label: "Contact", href: paths.contact },
    ],
  },
  {
    heading: "Resources",
    links: [
      { label: "Pricing", href: paths.prices },
      { label: "Values", href: paths.values },
    ],
  },
] as const satisfies readonly FooterColumn[];

export const legalLinks = [
  { label: "Terms", href: paths.terms },
  { label: "Privacy", href: paths.privacy },
  { label: "Security", href: paths.security },
  { label: "Imprint", href: paths.imprint },
  { label: "Accessibility", href: paths.accessibility },
] as const satisfies readonly NavLink[];

/** The header's navigation landmarks and the phone menu button, named for screen readers. */
export const headerLabels = {
  mainNav: "Main",
  phoneMenu: "Main menu",
  openMenu: "Open menu",
  closeMenu: "Close menu",
} as const;

/** The footer's legal links landmark, named for screen readers. */
export const footerLabels = {
  legalNav: "Legal",
} as const;

/** The link to this page in the other language, named in that language. */
export const languageSwitch = {
  label: "Deutsch",
} as const;
