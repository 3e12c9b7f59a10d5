/** The mark's shapes on its 32-unit grid, shared with the sharing image. */
export const LOGO_PATHS = {
  outline: "M16 2.4 27.78 9.2v13.6L16 29.6 4.22 22.8V9.2Z",
  edges: "M16 16v13.6M16 16 4.22 9.2M16 16l11.78-6.8",
  /** The inner cube's top, left and right faces, lit from above. */
  faces: [
    { d: "M16 9.4l5.72 3.3L16 16l-5.72-3.3Z", opacity: 1 },
    { d: "M10.28 12.7 16 16v6.6l-5.72-3.3Z", opacity: 0.75 },
    { d: "M21.72 12.7 16 16v6.6l5.72-3.3Z", opacity: 0.5 },
  ],
} as const;

/**
 * The Tesseris mark: a cube inside a cube (a tesseract seen head-on). The outline follows the
 * text colour; the inner cube uses the accent colour, so it works in light and dark mode.
 */
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
