/**
 * Content collections. The content is still typed modules under app/content/; declaring the
 * (so far empty) set keeps Astro from reading that folder as legacy collections.
 */
export const collections = {};
