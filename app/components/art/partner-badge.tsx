import type { Chrome } from "~/content/site-content";
import { cn } from "~/lib/cn";

/**
 * An original "partner" badge: real text from the site config beside a small hexagon-and-check
 * glyph drawn for this site. No vendor logo, shape or wordmark is used.
 */
/** The caller sets the display (e.g. `inline-flex`, or `hidden lg:inline-flex`). */
export function PartnerBadge({ site, className }: { site: Chrome["site"]; className?: string }) {
  return (
    <span
      className={cn(
        "h-7 shrink-0 items-center gap-1.5 rounded-full border border-border px-2.5 text-xs leading-none font-semibold tracking-[0.08em] whitespace-nowrap text-fg-muted uppercase",
        className,
      )}
    >
      <svg
        viewBox="0 0 16 16"
        width={14}
        height={14}
        aria-hidden="true"
        focusable="false"
        className="shrink-0 text-accent"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M8 1.5 13.63 4.75v6.5L8 14.5l-5.63-3.25v-6.5Z" />
        <path d="m5.4 8.2 1.8 1.8 3.4-3.7" />
      </svg>
      {site.partner.badge}
    </span>
  );
}
