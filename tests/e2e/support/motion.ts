/**
 * The suite opens pages under reduced motion (playwright.config.ts). A test whose subject is the
 * motion a visitor sees by default (the typing, the reveal, the drift, a glide) declares
 * `test.use(WITH_MOTION)`.
 */
export const WITH_MOTION = { reducedMotion: "no-preference" } as const;
