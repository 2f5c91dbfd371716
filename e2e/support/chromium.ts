/** Debian's Chromium, and the flags it runs with in the browser tests and bench:web (no sandbox as root, no GPU). */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  // Chromium 156 loads its address bar's suggestion popup (a page of its own, chrome://omnibox-popup) in a second
  // renderer as it starts, even headless: about 3 s of CPU on a 2-core machine, taken from the page under test
  // while it loads. Chromium merges this list with the one Playwright or chrome-launcher passes.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
