// Drives the review page in headless Chromium (system /usr/bin/chromium via playwright-core).
// Usage: node review.mjs URL SCREENSHOT.png
// Decides the first two items with the keyboard, reloads, and prints what it saw as JSON.
import { chromium } from "playwright-core";

const [url, shot] = process.argv.slice(2);
const executablePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const browser = await chromium.launch({
  executablePath,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const out = {};
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  page.setDefaultTimeout(15000);
  await page.goto(url);
  await page.waitForSelector('body[data-ready="1"]');
  out.first = await page.textContent("#where");
  out.shortcuts = await page.textContent("#shortcuts");
  // item 1: action accept, appearance flip, motion tie (focus moves down after each choice)
  await page.keyboard.press("a");
  await page.keyboard.press("f");
  await page.keyboard.press("t");
  await page.keyboard.press("Enter");
  await page.waitForSelector('body[data-saved="1"]');
  out.second = await page.textContent("#where");
  // item 2: focus motion with "3", accept it; focus action with "1", tie; then appearance flip
  await page.keyboard.press("3");
  await page.keyboard.press("a");
  await page.keyboard.press("1");
  await page.keyboard.press("t");
  await page.keyboard.press("f");
  out.onButtons = await page.$$eval(".axis button.on", (bs) => bs.map((b) => b.closest(".axis").dataset.axis + ":" + b.dataset.choice));
  // the item's images load asynchronously: wait until every one has finished (loaded or failed), then count
  await page.waitForFunction(() => [...document.images].length > 0 && [...document.images].every((i) => i.complete));
  out.imagesLoaded = await page.$$eval("img", (ims) => ims.filter((i) => i.complete && i.naturalWidth > 0).length);
  await page.screenshot({ path: shot, fullPage: false });
  await page.keyboard.press("Enter");
  await page.waitForSelector('body[data-saved="2"]');
  // j / k navigation
  const before = await page.textContent("#where");
  await page.keyboard.press("k");
  await page.waitForFunction((b) => document.querySelector("#where").textContent !== b, before);
  out.afterK = await page.textContent("#where");
  // reload: the page must resume at the first undecided item
  await page.reload();
  await page.waitForSelector('body[data-ready="1"]');
  out.afterReload = await page.textContent("#where");
  out.status = await page.textContent("#status");
} finally {
  await browser.close();
}
console.log(JSON.stringify(out));
