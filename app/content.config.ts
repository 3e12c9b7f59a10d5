import { defineCollection } from "astro:content";
import { z } from "astro/zod";
import type { Loader } from "astro/loaders";
import {
  CONTENT_DIR,
  loadContentData,
  sharedFiles,
  textFiles,
  type ContentData,
} from "~/content/data";
import { locales } from "~/content/locales";

/**
 * The content collections: the data files under `content/`, read and checked together by
 * app/content/data.ts, so a problem anywhere (a missing German string, a price that is not a
 * number, words for an unknown product) fails the build with the file, entry and field named.
 * `astro dev` reads them again when a file changes, as the browser editor at /admin saves one.
 */
function contentData(entries: (data: ContentData) => Record<string, object>): Loader {
  return {
    name: "tesseris-content",
    async load({ store, parseData, watcher }) {
      async function sync() {
        const data = loadContentData();
        store.clear();
        for (const [id, entry] of Object.entries(entries(data))) {
          store.set({ id, data: await parseData({ id, data: { ...entry } }) });
        }
      }
      await sync();
      watcher?.add(CONTENT_DIR);
      watcher?.on("change", (path) => {
        if (path.startsWith(CONTENT_DIR)) void sync();
      });
    },
  };
}

const schemasOf = <Files extends Record<string, { schema: z.ZodType }>>(files: Files) =>
  z.object(
    Object.fromEntries(Object.entries(files).map(([kind, { schema }]) => [kind, schema])) as {
      [Kind in keyof Files]: Files[Kind]["schema"];
    },
  );

export const collections = {
  /** The facts every language shares: the company, the products, the price list. One entry. */
  shared: defineCollection({
    loader: contentData(({ company, catalog, priceList }) => ({
      shared: { company, catalog, priceList },
    })),
    schema: schemasOf(sharedFiles),
  }),
  /** Each language's words, file by file: one entry per language ("en", "de"). */
  words: defineCollection({
    loader: contentData((data) =>
      Object.fromEntries(locales.map((locale) => [locale, data.text[locale]])),
    ),
    schema: schemasOf(textFiles),
  }),
};
