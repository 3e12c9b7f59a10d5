import type { Chrome } from "../chrome";
import * as navigation from "./navigation";
import { site } from "./site";
import { ui } from "./ui";

/** Everything around a page's own content (header, footer, contacts, error texts), in German. */
export const chrome = { site, ui, ...navigation } as const satisfies Chrome;
