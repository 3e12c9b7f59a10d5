import type { Locale } from "~/content/locales";
import { localePaths } from "~/content/paths";

/** An address with no page, as a visitor might type it, and the page the server sends with a 404
 * (server.spec.ts): unknown paths and products. */
export const STAND_IN_PAGES: { locale: Locale; url: string; standIn: string }[] = [
  { locale: "en", url: "/nope", standIn: localePaths.en.notFound },
  { locale: "en", url: "/solutions/nope", standIn: localePaths.en.unknownSolution },
  { locale: "de", url: "/de/nope", standIn: localePaths.de.notFound },
  { locale: "de", url: "/de/solutions/nope", standIn: localePaths.de.unknownSolution },
];
