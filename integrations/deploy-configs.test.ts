import { describe, expect, it } from "vitest";
import { nginxLocales } from "./deploy-configs.mjs";

// What each host sends for the build's own languages is hosts.spec.ts's; here, any list of them.
describe("nginxLocales", () => {
  const conf = nginxLocales(["/xy", "/ab-cd"], { "X-Content-Type-Options": "nosniff" });

  it("gives each language's prefix its paths, its 404 pages and the security headers", () => {
    for (const prefix of ["/xy", "/ab-cd"]) {
      expect(conf).toContain(`location ^~ ${prefix}/ {`);
      expect(conf).toContain(`    error_page 404 ${prefix}/404.html;`);
      expect(conf).toContain(`location = ${prefix}/solutions/404.html {`);
      expect(conf).toContain(`    location ~ "^${prefix}/solutions/[^/.]+$" {`);
      expect(conf).toContain(`        error_page 404 ${prefix}/solutions/404.html;`);
    }
    expect(conf).not.toContain("/de");
    expect(conf.match(/add_header X-Content-Type-Options "nosniff" always;/g)).toHaveLength(12);
  });

  it("writes nothing for a site of one language", () => {
    expect(nginxLocales([], {})).toBe("");
  });
});
