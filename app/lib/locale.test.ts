import { describe, expect, it } from "vitest";
import { localeSettings, PSEUDO_LOCALE } from "~/content/locales";
import { alternatePath, localeOfPath } from "~/lib/locale";

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

describe("alternatePath", () => {
  it("links every page to its twin in the other language", () => {
    expect(alternatePath("/", "de")).toBe("/de");
    expect(alternatePath("/de", "en")).toBe("/");
    expect(alternatePath("/prices", "de")).toBe("/de/prices");
    expect(alternatePath("/de/imprint", "en")).toBe("/imprint");
    expect(alternatePath("/solutions/tesseris-fund-accounting", "de")).toBe(
      "/de/solutions/tesseris-fund-accounting",
    );
    expect(alternatePath("/de/solutions/citros", "en")).toBe("/solutions/citros");
  });

  it("sends the stand-in for an unknown product to the other language's product list", () => {
    expect(alternatePath("/solutions/404", "de")).toBe("/de#solutions");
    expect(alternatePath("/de/solutions/404", "en")).toBe("/#solutions");
  });

  it("keeps a page in its own language when asked for that language", () => {
    expect(alternatePath("/de/prices", "de")).toBe("/de/prices");
  });
});
