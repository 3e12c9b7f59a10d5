import type { AstroIntegration } from "astro";
import { fileURLToPath } from "node:url";

/** Adds `client:afterlcp` (app/lib/after-lcp-directive.ts) to Astro's hydration directives. */
export function afterLcpDirective(): AstroIntegration {
  return {
    name: "tesseris:after-lcp",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "afterlcp",
          entrypoint: fileURLToPath(new URL("../app/lib/after-lcp-directive.ts", import.meta.url)),
        });
      },
    },
  };
}
