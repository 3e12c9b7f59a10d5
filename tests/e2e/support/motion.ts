/** Pages open under reduced motion (playwright.config.ts); a test of motion uses this. */
export const WITH_MOTION = { reducedMotion: "no-preference" } as const;
