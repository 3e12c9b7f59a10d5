import type { Page } from "@playwright/test";

/**
 * The system fonts the visual baselines were drawn with, as Chromium on Debian resolves the
 * site's stacks: `system-ui` and `sans-serif` fall to fontconfig's default sans, DejaVu Sans
 * (fonts-dejavu-core), and Tailwind's mono stack to Liberation Mono (fonts-liberation). `npm test`
 * installs both packages (scripts/lib/fonts.mjs). Self-hosted web fonts are not listed:
 * they ship with the build, so every machine draws them alike.
 */
export const RECORDED_SYSTEM_FONTS = ["DejaVu Sans", "Liberation Mono"] as const;

/**
 * The system font families Chromium drew the page's text with (web fonts left out), from the
 * DevTools protocol: what fontconfig picked on this machine, which CSS alone cannot tell.
 */
export async function systemFontsUsed(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send("DOM.enable");
    await session.send("CSS.enable");
    const { root } = await session.send("DOM.getDocument", { depth: -1 });
    const { nodeIds } = await session.send("DOM.querySelectorAll", {
      nodeId: root.nodeId,
      selector: "body *",
    });
    const families = new Set<string>();
    for (const nodeId of nodeIds) {
      const { fonts } = await session.send("CSS.getPlatformFontsForNode", { nodeId });
      for (const font of fonts) if (!font.isCustomFont) families.add(font.familyName);
    }
    return [...families].sort();
  } finally {
    await session.detach();
  }
}
