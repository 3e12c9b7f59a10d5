import { defineCollection } from "astro:content";
import { CONTENT_DIR, loadContentData } from "~/content/data";

/**
 * One collection with one entry: the data files under `content/`, read and checked once by
 * app/content/data.ts, which names the file, entry and field of any problem. Astro checks nothing
 * again (no schema here). `astro dev` reads them again when one changes, as the editor at /admin
 * saves them.
 */
export const collections = {
  content: defineCollection({
    loader: {
      name: "tesseris-content",
      load: async ({ store, watcher }) => {
        const sync = (fresh: boolean) => {
          const data = loadContentData(fresh);
          store.clear();
          store.set({ id: "data", data: { ...data } });
        };
        sync(false);
        watcher?.add(CONTENT_DIR);
        watcher?.on("change", (path) => {
          if (path.startsWith(CONTENT_DIR)) sync(true);
        });
      },
    },
  }),
};
