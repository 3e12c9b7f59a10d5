import { PUZZLE_PIECE_PATH } from "./puzzle-piece";

const WIDTH = 1200;
const HEIGHT = 630;
const STEP = 60;

/** The pieces of a 4 × 3 puzzle, one lifted out of its slot, as in the hero. */
function puzzle(): string {
  const pieces: string[] = [];
  for (let row = 0; row < 3; row += 1) {
    for (let column = 0; column < 4; column += 1) {
      const loose = row === 1 && column === 3;
      const shade = (0.12 + ((row + column) % 3) * 0.08).toFixed(2);
      pieces.push(
        `<path d="${PUZZLE_PIECE_PATH}" transform="translate(${column * STEP - 12} ${row * STEP - 11})" ` +
          (loose
            ? `fill="none" stroke="#7db3ff" stroke-opacity="0.6" stroke-dasharray="4 4" stroke-width="1.5"/>`
            : `fill="#7db3ff" fill-opacity="${shade}" stroke="#7db3ff" stroke-opacity="0.35" stroke-width="1.5"/>`),
      );
    }
  }
  pieces.push(
    `<path d="${PUZZLE_PIECE_PATH}" transform="translate(${3 * STEP - 2} ${STEP - 31})" fill="#7db3ff" stroke="#0b1b33" stroke-width="2"/>`,
  );
  return pieces.join("");
}

/** The site's sharing image: the puzzle motif on the hero's navy, drawn from its own shapes. */
export function ogImageSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1b33"/><stop offset="1" stop-color="#12294a"/></linearGradient>
<radialGradient id="glow" cx="0.72" cy="0.5" r="0.5"><stop offset="0" stop-color="#0a58ca" stop-opacity="0.45"/><stop offset="1" stop-color="#0a58ca" stop-opacity="0"/></radialGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
<g transform="translate(560 95) scale(2.1)">${puzzle()}</g>
<g transform="translate(110 215) scale(6.25)" fill="none">
<path d="M16 2.4 27.78 9.2v13.6L16 29.6 4.22 22.8V9.2Z" stroke="#f3f6fa" stroke-width="2.4" stroke-linejoin="round"/>
<path d="M16 16v13.6M16 16 4.22 9.2M16 16l11.78-6.8" stroke="#f3f6fa" stroke-width="1.5" stroke-opacity="0.4"/>
<path d="M16 9.4l5.72 3.3L16 16l-5.72-3.3Z" fill="#7db3ff"/><path d="M10.28 12.7 16 16v6.6l-5.72-3.3Z" fill="#7db3ff" fill-opacity="0.75"/><path d="M21.72 12.7 16 16v6.6l5.72-3.3Z" fill="#7db3ff" fill-opacity="0.5"/>
</g></svg>`;
}

export const OG_IMAGE_SIZE = { width: WIDTH, height: HEIGHT } as const;
