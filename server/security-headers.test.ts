import { describe, expect, it } from "vitest";
import { adminContentSecurityPolicy } from "./security-headers.mjs";

// The site's Trusted Types are trusted-types.spec.ts's; that every engine reads every directive
// without a warning is engines.spec.ts's quiet console, on the pages and the editor.
describe("Trusted Types", () => {
  it("are not required by the editor's policy (its field hints reach innerHTML as strings)", () => {
    expect(adminContentSecurityPolicy(["abc="])).not.toMatch(/trusted-types/);
  });
});
