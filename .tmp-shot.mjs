import { chromium } from "@playwright/test";
const args = ["--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run","--disable-quic"];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args });
const base = "http://localhost:4317";
async function ctx(opts = {}) { return browser.newContext({ viewport: { width: 1280, height: 900 }, ...opts }); }
const at = (page, t) => page.evaluate((t) => document.getAnimations().filter((a) => a.timeline === document.timeline).forEach((a) => { a.pause(); a.currentTime = t; }), t);
for (const [name, vp] of [["desk", { width: 1280, height: 900 }], ["phone", { width: 375, height: 812 }]]) {
  const c = await ctx({ viewport: vp });
  const page = await c.newPage();
  await page.route("**/assets/*.js", (r) => r.abort());
  await page.goto(base + "/");
  await at(page, 1000);
  await page.screenshot({ path: `/tmp/shots/${name}-t1000.png` });
  await at(page, 5000);
  await page.screenshot({ path: `/tmp/shots/${name}-t5000.png` });
  await page.evaluate(() => document.getAnimations().forEach((a) => a.play()));
  await page.evaluate(() => window.scrollTo({ top: 500, behavior: "instant" }));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/${name}-scrolled.png` });
  if (name === "phone") {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.waitForTimeout(200);
    await page.screenshot({ path: `/tmp/shots/${name}-menu.png` });
    const snap = await page.getByRole("banner").ariaSnapshot();
    console.log(snap);
  }
  await c.close();
}
await browser.close();
