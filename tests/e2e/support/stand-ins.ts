import type { Locale } from "~/content/locales";
import { localePaths } from "~/content/paths";

export interface StandInPage {
  locale: Locale;
  /** An address with no page, as a visitor might type it. */
  url: string;
  /** The prerendered page a server sends for it, with status 404. */
  standIn: string;
}

/** The four 404 stand-ins the server sends (server.spec.ts): unknown paths and products. */
export const STAND_IN_PAGES: StandInPage[] = [
  { locale: "en", url: "/nope", standIn: localePaths.en.notFound },
  { locale: "en", url: "/solutions/nope", standIn: localePaths.en.unknownSolution },
  { locale: "de", url: "/de/nope", standIn: localePaths.de.notFound },
  { locale: "de", url: "/de/solutions/nope", standIn: localePaths.de.unknownSolution },
];
