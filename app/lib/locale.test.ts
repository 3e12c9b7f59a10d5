import { describe, expect, it } from "vitest";
import { localeSettings, PSEUDO_LOCALE } from "~/content/locales";
import { localeOfPath } from "~/lib/locale";

// Each page's twins and itself, as alternates: seo.spec.ts and language-switch.spec.ts.
describe("localeSettings", () => {
  it("gives each language its prefix, hreflang and Open Graph locale from its line", () => {
    expect(localeSettings.en).toMatchObject({ prefix: "", hreflang: "en", ogLocale: "en_GB" });
    expect(localeSettings.de).toMatchObject({ prefix: "/de", hreflang: "de", ogLocale: "de_AT" });
    expect(localeSettings[PSEUDO_LOCALE]).toMatchObject({ prefix: "/en-xa", hreflang: "en-XA" });
  });
});

describe("localeOfPath", () => {
  it("reads German from the /de prefix only", () => {
    expect(localeOfPath("/de")).toBe("de");
    expect(localeOfPath("/de/prices")).toBe("de");
    expect(localeOfPath("/de/solutions/citros")).toBe("de");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/prices")).toBe("en");
    expect(localeOfPath("/design")).toBe("en");
    expect(localeOfPath("/dex/prices")).toBe("en");
  });
});
