import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import type { Locale } from "~/content/locales";
import { localePaths } from "~/content/paths";
import { CLIENT_DIR } from "./build.ts";

export interface StandInPage {
  locale: Locale;
  /** An address with no page, as a visitor might type it. */
  url: string;
  /** The prerendered page a server sends for it, with status 404. */
  standIn: string;
}

/** The four 404 stand-ins: unknown paths and unknown products, in each language. */
export const STAND_IN_PAGES: StandInPage[] = [
  { locale: "en", url: "/nope", standIn: localePaths.en.notFound },
  { locale: "en", url: "/solutions/nope", standIn: localePaths.en.unknownSolution },
  { locale: "de", url: "/de/nope", standIn: localePaths.de.notFound },
  { locale: "de", url: "/de/solutions/nope", standIn: localePaths.de.unknownSolution },
];

/** Answers `url` with its stand-in: which one each server sends is server.spec.ts's to check. */
export async function serveStandIn(page: Page, { url, standIn }: StandInPage): Promise<void> {
  const body = readFileSync(`${CLIENT_DIR}${standIn.slice(1)}.html`);
  await page.route(
    (address) => address.pathname === url,
    (route) => route.fulfill({ status: 404, contentType: "text/html; charset=utf-8", body }),
  );
}
