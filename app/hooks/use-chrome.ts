import { createContext, useContext } from "react";
import type { Chrome } from "~/content/chrome";
import type { Locale } from "~/content/locales";
import type { LocalePaths } from "~/content/paths";

/** The language of the page, its URLs, and the words around its content. */
export interface PageChrome {
  locale: Locale;
  paths: LocalePaths;
  text: Chrome;
}

/** Given by each language's layout route, so every part of the page speaks that language. */
export const ChromeContext = createContext<PageChrome | null>(null);

export function useChrome(): PageChrome {
  const chrome = useContext(ChromeContext);
  if (!chrome) throw new Error("useChrome: render inside a language's layout route");
  return chrome;
}
