import { describe, expect, it } from "vitest";
import { adminContentSecurityPolicy, contentSecurityPolicy } from "./security-headers.mjs";

// Every directive read without a warning in every engine: engines.spec.ts's quiet console.
describe("Trusted Types", () => {
  it("are required on the site's pages, with no policy allowed", () => {
    expect(contentSecurityPolicy(["abc="], ["def="]).split("; ")).toEqual(
      expect.arrayContaining(["require-trusted-types-for 'script'", "trusted-types 'none'"]),
    );
  });

  it("are not required by the editor's policy (its field hints reach innerHTML as strings)", () => {
    expect(adminContentSecurityPolicy(["abc="])).not.toMatch(/trusted-types/);
  });
});
