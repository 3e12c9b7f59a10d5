import type { Page } from "@playwright/test";
import { SOFT_HYPHEN } from "~/content/break-marks";

/** Soft hyphens in the title, JSON-LD, attributes and accessible names; text nodes may hold them. */
export async function softHyphenLeaks(page: Page): Promise<string[]> {
  const inDocument = await page.evaluate((shy) => {
    const leaks: string[] = [];
    if (document.title.includes(shy)) leaks.push(`<title> "${document.title}"`);
    for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
      if ((script.textContent ?? "").includes(shy)) leaks.push("JSON-LD");
    }
    for (const element of document.querySelectorAll("*")) {
      for (const { name, value } of element.attributes) {
        if (value.includes(shy)) leaks.push(`<${element.localName} ${name}="${value}">`);
      }
    }
    return leaks;
  }, SOFT_HYPHEN);
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send("Accessibility.getFullAXTree")) as {
    nodes: { role?: { value?: string }; name?: { value?: string } }[];
  };
  await session.detach();
  const inNames = nodes
    .filter(({ role }) => role?.value !== "StaticText" && role?.value !== "InlineTextBox")
    .filter(({ name }) => String(name?.value ?? "").includes(SOFT_HYPHEN))
    .map(({ role, name }) => `${role?.value} named "${name?.value}"`);
  return [...inDocument, ...inNames].map((leak) => leak.replaceAll(SOFT_HYPHEN, "\u00b7"));
}
