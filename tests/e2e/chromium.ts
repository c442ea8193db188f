// Debian's Chromium and its flags live in @shop/stack, shared with the web benchmark (npm run bench:web).
export { CHROMIUM_ARGS, CHROMIUM_PATH, ChromiumMissingError, ensureChromium } from '@shop/stack';
