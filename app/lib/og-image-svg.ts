import { LOGO_PATHS, PUZZLE_PIECE_PATH, puzzleWithLiftedPiece } from "~/lib/artwork";

const WIDTH = 1200;
const HEIGHT = 630;

/** The pieces of a 4 × 3 puzzle, one lifted out of its slot, as in the hero. */
function puzzle(): string {
  const { pieces, liftedTransform } = puzzleWithLiftedPiece(3, 4, { row: 1, column: 3 }, 0.12);
  const drawn = pieces.map(
    (piece) =>
      `<path d="${PUZZLE_PIECE_PATH}" transform="${piece.transform}" ` +
      (piece.slot
        ? `fill="none" stroke="#7db3ff" stroke-opacity="0.6" stroke-dasharray="4 4" stroke-width="1.5"/>`
        : `fill="#7db3ff" fill-opacity="${piece.shade.toFixed(2)}" stroke="#7db3ff" stroke-opacity="0.35" stroke-width="1.5"/>`),
  );
  drawn.push(
    `<path d="${PUZZLE_PIECE_PATH}" transform="${liftedTransform}" fill="#7db3ff" stroke="#0b1b33" stroke-width="2"/>`,
  );
  return drawn.join("");
}

/** The site's sharing image: the puzzle motif on the hero's navy, drawn from its own shapes. */
export function ogImageSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1b33"/><stop offset="1" stop-color="#12294a"/></linearGradient>
<radialGradient id="glow" cx="0.72" cy="0.5" r="0.5"><stop offset="0" stop-color="#0a58ca" stop-opacity="0.45"/><stop offset="1" stop-color="#0a58ca" stop-opacity="0"/></radialGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
<g transform="translate(560 95) scale(2.1)">${puzzle()}</g>
<g transform="translate(110 215) scale(6.25)" fill="none">
<path d="${LOGO_PATHS.outline}" stroke="#f3f6fa" stroke-width="2.4" stroke-linejoin="round"/>
<path d="${LOGO_PATHS.edges}" stroke="#f3f6fa" stroke-width="1.5" stroke-opacity="0.4"/>
${LOGO_PATHS.faces.map((face) => `<path d="${face.d}" fill="#7db3ff" fill-opacity="${face.opacity}"/>`).join("")}
</g></svg>`;
}

export const OG_IMAGE_SIZE = { width: WIDTH, height: HEIGHT } as const;
