import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--disable-gpu","--disable-background-networking","--no-first-run"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.route("**/assets/*.js", (r) => r.abort());
await page.goto("http://localhost:4317/");
await page.evaluate(() => document.getAnimations().filter((a) => a.timeline === document.timeline).forEach((a) => { a.pause(); a.currentTime = 1000; }));
const info = await page.evaluate(() => [...document.querySelectorAll(".hero-letter")].map((s, i) => {
  const cs = getComputedStyle(s, "::after");
  return [i + 1, s.textContent, getComputedStyle(s).getPropertyValue("--letter"), cs.visibility, JSON.stringify(s.getBoundingClientRect())];
}));

for (const t of [500, 1000, 1400, 2000]) {
  await page.evaluate((t) => document.getAnimations().filter((a) => a.timeline === document.timeline).forEach((a) => { a.currentTime = t; }), t);
  await page.screenshot({ path: `/tmp/shots/title-${t}.png`, clip: { x: 60, y: 150, width: 700, height: 200 } });
}
await browser.close();
