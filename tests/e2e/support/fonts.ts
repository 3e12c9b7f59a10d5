import type { Page } from "@playwright/test";

/** The system fonts the visual baselines were drawn with (scripts/lib/fonts.mjs installs them). */
export const RECORDED_SYSTEM_FONTS = ["DejaVu Sans", "Liberation Mono"] as const;

/** The system fonts fontconfig gave the page's text here, which CSS alone cannot tell. */
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
