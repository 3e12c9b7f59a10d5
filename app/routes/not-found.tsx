import { useEffect } from "react";
import { useLocation } from "react-router";
import { ErrorPage } from "~/components/layout/error-page";
import { site } from "~/content/site";
import { notFoundMeta } from "~/lib/page-meta";
import { paths } from "~/content/paths";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => notFoundMeta(`Page not found · ${site.brand}`);

export default function NotFoundRoute() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error(`404: no page exists at ${pathname}`);
  }, [pathname]);

  return (
    <ErrorPage
      title="Oops! Page not found"
      message="The page you asked for does not exist or has moved."
      linkLabel="Return to Home"
      linkHref={paths.home}
    />
  );
}
