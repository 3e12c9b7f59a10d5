import type { Chrome } from "~/content/site-content";

export function SkipLink({ text }: { text: Chrome }) {
  const { ui } = text;
  return (
    <a
      href="#main"
      className="skip-link sr-only rounded-md bg-accent px-4 py-2 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
    >
      {ui.skipLink}
    </a>
  );
}
