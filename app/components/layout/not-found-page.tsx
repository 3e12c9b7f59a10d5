import { LogoMark } from "~/components/art/logo-mark";
import type { Chrome } from "~/content/site-content";

/** The 404 page of one language, full-screen without the site chrome: hosts send it for any path. */
export function NotFoundPage(props: { errors: Chrome["ui"]["errors"]; homePath: string }) {
  const { errors, homePath } = props;
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-surface px-6 py-16 text-center">
      <div className="max-w-md">
        <LogoMark className="mx-auto size-12 text-fg" />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {errors.notFound.title}
        </h1>
        <p className="mt-4 text-lg text-fg-muted">{errors.notFound.message}</p>
        <a
          href={homePath}
          className="mt-8 inline-flex min-h-11 items-center rounded-full bg-accent px-6 font-semibold text-on-accent hover:bg-accent-strong"
        >
          {errors.homeLink}
        </a>
      </div>
    </main>
  );
}
