import { describe, expect, it } from "vitest";
import { adminContentSecurityPolicy, contentSecurityPolicy } from "./security-headers.mjs";

const directives = (policy: string) => policy.split("; ");

describe("Trusted Types", () => {
  it("are required on the site's pages, with no policy allowed", () => {
    expect(directives(contentSecurityPolicy(["abc="], ["def="]))).toEqual(
      expect.arrayContaining(["require-trusted-types-for 'script'", "trusted-types 'none'"]),
    );
  });

  it("are not required by the editor's policy (its field hints reach innerHTML as strings)", () => {
    expect(adminContentSecurityPolicy(["abc="])).not.toMatch(/trusted-types/);
  });
});

describe("every engine", () => {
  /** The directives Chromium, Firefox and WebKit all parse; WebKitGTK logs manifest-src as unknown. */
  const KNOWN_TO_ALL = new Set([
    "default-src",
    "script-src",
    "style-src",
    "img-src",
    "font-src",
    "connect-src",
    "base-uri",
    "form-action",
    "frame-ancestors",
    "require-trusted-types-for",
    "trusted-types",
  ]);

  it("reads every directive of the site's and the editor's policies, so none warns", () => {
    for (const policy of [contentSecurityPolicy(["abc="]), adminContentSecurityPolicy(["abc="])]) {
      const names = directives(policy).map((directive) => directive.split(" ")[0]);
      expect(names.filter((name) => !KNOWN_TO_ALL.has(name ?? ""))).toEqual([]);
    }
  });
});
