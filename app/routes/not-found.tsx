import { useEffect } from "react";
import { useLocation } from "react-router";
import { ErrorPage } from "~/components/layout/error-page";
import { site } from "~/content/site";
import { notFoundMeta } from "~/lib/page-meta";
import { paths } from "~/content/paths";
import { ui } from "~/content/ui";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () =>
  notFoundMeta(`${ui.meta.notFoundTitle}${ui.meta.titleSeparator}${site.brand}`);

export default function NotFoundRoute() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error(`404: no page exists at ${pathname}`);
  }, [pathname]);

  return (
    <ErrorPage
      title={ui.errors.notFound.title}
      message={ui.errors.notFound.message}
      linkLabel={ui.errors.homeLink}
      linkHref={paths.home}
    />
  );
}
