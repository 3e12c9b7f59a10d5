import { defineCollection } from "astro:content";
import { CONTENT_DIR, loadContentData } from "~/content/data";

/** One entry: the data files, checked once by app/content/data.ts (so no schema here). */
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
        // A file changed, or a thing added or removed (an offering is a file of its own).
        for (const event of ["change", "add", "unlink"] as const) {
          watcher?.on(event, (path) => {
            if (path.startsWith(CONTENT_DIR)) sync(true);
          });
        }
      },
    },
  }),
};
