import { Outlet, useLocation } from "react-router";
import { ContactFab } from "~/components/layout/contact-fab";
import { PuzzleBackground } from "~/components/layout/puzzle-background";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/skip-link";
import { paths } from "~/content/paths";

export default function SiteLayout() {
  const isHome = useLocation().pathname === paths.home;
  return (
    <>
      <SkipLink />
      <PuzzleBackground />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter full={isHome} />
      <ContactFab />
    </>
  );
}
