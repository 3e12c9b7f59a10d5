import * as navigation from "./navigation";
import type { Translation } from "./translation";
import { site } from "./site";
import { ui } from "./ui";

/** Everything around a page's own content (header, footer, contacts, error texts), in English. */
export const chrome = { site, ui, ...navigation } as const;

/** The chrome of any language: the English one's shape, checked for German by the type system. */
export type Chrome = Translation<typeof chrome>;
