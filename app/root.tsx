import { Suspense, use, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import "~/app.css";
import "virtual:style-constants.css";
import { ErrorPage } from "~/components/layout/error-page";
import { ScrollManager } from "~/components/layout/scroll-manager";
import type { Chrome } from "~/content/chrome";
import { HYDRATED_ATTRIBUTE } from "~/content/constants";
import { localeSettings, type Locale } from "~/content/locales";
import { localePaths } from "~/content/paths";
import { heroTypingScript } from "~/lib/hero-typing";
import { localeOfPath } from "~/lib/locale";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = localeOfPath(useLocation().pathname);
  return (
    <html lang={localeSettings[locale].htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <script dangerouslySetInnerHTML={{ __html: heroTypingScript }} />
        <Meta />
        <Links />
        <noscript>
          <link rel="stylesheet" href="/no-js.css" />
        </noscript>
      </head>
      <body className="bg-bg font-sans text-fg antialiased">
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Tests and tools wait for this mark: every click from now on reaches the router.
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
  return (
    <>
      <ScrollManager />
      <Outlet />
    </>
  );
}

type ErrorTexts = Chrome["ui"]["errors"];

// The last resort loads its words when it is needed, in the page's language only, so no page
// carries the other language's copy for an error that almost never happens.
const errorTexts: Record<Locale, () => Promise<ErrorTexts>> = {
  en: () => import("~/content/ui").then((module) => module.ui.errors),
  de: () => import("~/content/de/ui").then((module) => module.ui.errors),
};
const loadedErrorTexts = new Map<Locale, Promise<ErrorTexts>>();
function loadErrorTexts(locale: Locale): Promise<ErrorTexts> {
  let texts = loadedErrorTexts.get(locale);
  if (!texts) {
    texts = errorTexts[locale]();
    loadedErrorTexts.set(locale, texts);
  }
  return texts;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = localeOfPath(useLocation().pathname);
  useEffect(() => {
    console.error("Render error caught by the router:", error);
  }, [error]);
  return (
    <Suspense fallback={null}>
      <RenderErrorPage error={error} locale={locale} />
    </Suspense>
  );
}

function RenderErrorPage({ error, locale }: { error: unknown; locale: Locale }) {
  const { render, homeLink } = use(loadErrorTexts(locale));
  const detail = isRouteErrorResponse(error)
    ? `${error.status}${render.statusSeparator}${error.statusText}`.trim()
    : render.unexpected;
  return (
    <ErrorPage
      title={render.title}
      message={`${detail}${render.advice}`}
      linkLabel={homeLink}
      linkHref={localePaths[locale].home}
    />
  );
}
