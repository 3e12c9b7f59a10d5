import { chromium } from "@playwright/test";
const args = ["--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run","--disable-quic"];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args });
const base = "http://localhost:4317";
const at = (page, t) => page.evaluate((t) => document.getAnimations().filter((a) => a.timeline === document.timeline).forEach((a) => { a.pause(); a.currentTime = t; }), t);
for (const scheme of ["light", "dark"])
for (const [name, vp] of [["desk", { width: 1280, height: 900 }], ["phone", { width: 375, height: 812 }]]) {
  const c = await browser.newContext({ viewport: vp, colorScheme: scheme });
  const page = await c.newPage();
  await page.route("**/assets/*.js", (r) => r.abort());
  await page.goto(base + "/");
  await at(page, 1200);
  await page.screenshot({ path: `/tmp/shots/${name}-${scheme}-t1200.png` });
  await at(page, 5000);
  await page.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" }));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/${name}-${scheme}-s300.png` });
  if (name === "phone") {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.waitForTimeout(200);
    await page.screenshot({ path: `/tmp/shots/${name}-${scheme}-menu.png` });
  }
  await c.close();
}
await browser.close();
