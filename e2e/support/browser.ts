import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const artifactsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../artifacts',
);

/** Debian's Chromium (apt-get install chromium), never a downloaded browser. */
export const CHROMIUM_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export async function launchBrowser(): Promise<BrowserContext> {
  const profile = mkdtempSync(path.join(tmpdir(), 'tb-chromium-'));
  return chromium.launchPersistentContext(profile, {
    ...CHROMIUM_OPTIONS,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}

/**
 * Every Content-Security-Policy violation the page reports: Chromium writes each blocked script,
 * style, image or connection to the console, and page errors would show a script that broke.
 */
export function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  return violations;
}
