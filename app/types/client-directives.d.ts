import "astro";

// integrations/after-lcp.ts: the price explorer hydrates after the largest paint.
declare module "astro" {
  interface AstroClientDirectives {
    "client:afterlcp"?: boolean;
  }
}
