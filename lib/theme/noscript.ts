// The routes with a loading screen (About, Experience, Contact) are prerendered behind a Suspense
// boundary: React puts the page in a hidden div that an inline script reveals. Without
// JavaScript, this style shows the page and hides the spinner. scripts/build/html/csp.ts allows it by hash.
export const NOSCRIPT_STYLE = 'div[hidden][id^="S:"]{display:block}[data-loading-screen]{display:none}';
