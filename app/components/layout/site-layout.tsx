import { Outlet, useLocation } from "react-router";
import { ContactFab } from "~/components/layout/contact-fab";
import { PuzzleBackground } from "~/components/layout/puzzle-background";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/skip-link";
import { ChromeContext, type PageChrome } from "~/hooks/use-chrome";

/** Header, footer and background of every page of one language, around the page itself. */
export function SiteLayout({ chrome }: { chrome: PageChrome }) {
  const isHome = useLocation().pathname === chrome.paths.home;
  return (
    <ChromeContext value={chrome}>
      <SkipLink />
      <PuzzleBackground />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="grow outline-none">
        <Outlet />
      </main>
      <SiteFooter full={isHome} />
      <ContactFab />
    </ChromeContext>
  );
}
