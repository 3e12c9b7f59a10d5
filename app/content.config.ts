import { defineCollection } from "astro:content";
import type { Loader } from "astro/loaders";
import { CONTENT_DIR, loadContentData, type ContentData } from "~/content/data";
import {
  documentPageSchema,
  legalTextSchema,
  priceListSchema,
  pricesTextSchema,
} from "~/content/schema";

/**
 * The content collections: the data files under `content/`, read and checked together by
 * app/content/data.ts, so a problem anywhere (a missing German string, a price that is not a
 * number, a title for an unknown offering) fails the build with the file, entry and field named.
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

export const collections = {
  /** The facts every language shares: tiers, prices, valid-from date. One entry, "price-list". */
  priceList: defineCollection({
    loader: contentData((data) => ({ "price-list": data.priceList })),
    schema: priceListSchema,
  }),
  /** The price page's words, one entry per language ("en", "de"). */
  pricesText: defineCollection({
    loader: contentData((data) => ({ en: data.text.en.prices, de: data.text.de.prices })),
    schema: pricesTextSchema,
  }),
  /** The accessibility statement, one entry per language. */
  accessibilityText: defineCollection({
    loader: contentData((data) => ({
      en: data.text.en.accessibility,
      de: data.text.de.accessibility,
    })),
    schema: documentPageSchema,
  }),
  /** The terms, privacy and security pages, one entry per language. */
  legalText: defineCollection({
    loader: contentData((data) => ({ en: data.text.en.legal, de: data.text.de.legal })),
    schema: legalTextSchema,
  }),
};
