import { LOGO_PATHS } from "~/lib/artwork";

/** The mark, a tesseract seen head-on: text colour and accent, so it works in either scheme. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width={32}
      height={32}
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
    >
      <path d={LOGO_PATHS.outline} stroke="currentColor" strokeWidth={2.4} strokeLinejoin="round" />
      <path d={LOGO_PATHS.edges} stroke="currentColor" strokeWidth={1.5} strokeOpacity={0.4} />
      <g className="fill-accent">
        {LOGO_PATHS.faces.map((face) => (
          <path key={face.d} d={face.d} fillOpacity={face.opacity} />
        ))}
      </g>
    </svg>
  );
}
