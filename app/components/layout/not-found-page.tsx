import { ErrorPage } from "~/components/layout/error-page";
import type { Chrome } from "~/content/site-content";

/** The 404 page of one language, which the server sends for every path that names no page. */
export function NotFoundPage({
  errors,
  homePath,
}: {
  errors: Chrome["ui"]["errors"];
  homePath: string;
}) {
  return (
    <ErrorPage
      title={errors.notFound.title}
      message={errors.notFound.message}
      linkLabel={errors.homeLink}
      linkHref={homePath}
    />
  );
}
