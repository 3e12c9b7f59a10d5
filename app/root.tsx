import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import "~/app.css";
import "virtual:style-constants.css";
import { ErrorPage } from "~/components/layout/error-page";
import { ScrollManager } from "~/components/layout/scroll-manager";
import { HYDRATED_ATTRIBUTE } from "~/content/constants";
import { heroTypingScript } from "~/lib/hero-typing";
import { paths } from "~/content/paths";
import { ui } from "~/content/ui";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <script dangerouslySetInnerHTML={{ __html: heroTypingScript }} />
        <Meta />
        <Links />
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => {
    console.error("Render error caught by the router:", error);
  }, [error]);

  const { render, homeLink } = ui.errors;
  const detail = isRouteErrorResponse(error)
    ? `${error.status}${render.statusSeparator}${error.statusText}`.trim()
    : render.unexpected;

  return (
    <ErrorPage
      title={render.title}
      message={`${detail}${render.advice}`}
      linkLabel={homeLink}
      linkHref={paths.home}
    />
  );
}
