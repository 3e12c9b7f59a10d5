import { LogoMark } from "~/components/art/logo-mark";

interface ErrorPageProps {
  title: string;
  message: string;
  linkLabel: string;
  linkHref: string;
}

/** A full-screen message without the site chrome, for the 404 page and render errors. */
export function ErrorPage({ title, message, linkLabel, linkHref }: ErrorPageProps) {
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-surface px-6 py-16 text-center">
      <div className="max-w-md">
        <LogoMark className="mx-auto size-12 text-fg" />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-fg-muted">{message}</p>
        <a
          href={linkHref}
          className="mt-8 inline-flex min-h-11 items-center rounded-full bg-accent px-6 font-semibold text-on-accent hover:bg-accent-strong"
        >
          {linkLabel}
        </a>
      </div>
    </main>
  );
}
