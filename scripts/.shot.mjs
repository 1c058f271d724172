import { chromium } from "playwright-core";
const [, , url, out, width] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 1000 } });
await page.request.post("http://127.0.0.1:4440/api/login", { data: { username: "agente", password: "demo1234" } });
await page.goto("http://127.0.0.1:4440" + url);
await page.waitForTimeout(8000);
await page.screenshot({ path: out, fullPage: false });
await browser.close();
