/**
 * The quick exit ('Швидкий вихід') of the public pages. Its behaviour is a tiny
 * script inlined in the head of every page (web/vite.config.ts), so it works from
 * the first byte of the page, before (or without) the app's bundle; the CSP allows
 * it by its sha256 hash (infra/static-site.ts), which is computed from this text.
 */

/** The neutral site the quick exit leaves for. */
export const QUICK_EXIT_URL = 'https://www.google.com/';

/** Marks the quick-exit link; a click on it (or on anything inside) leaves the page. */
export const QUICK_EXIT_ATTRIBUTE = 'data-quick-exit';

/** Dispatched on `document` after each counted Shift press; `detail` is the presses so far (0 when the count starts again). */
export const QUICK_EXIT_PRESS_EVENT = 'quick-exit-press';

/** Presses of Shift that leave the page, and the time they must fall within. */
export const QUICK_EXIT_PRESSES = 3;
export const QUICK_EXIT_WINDOW_MS = 5000;

/*
 * What the script does: on a click on the link, or on the third press of Shift
 * within 5 s (held repeats do not count, any other key starts again) on a page
 * that shows the link, it hides the page under a white cover, empties the title
 * and replaces this page in the tab's history with the neutral site, so Back
 * does not return here. Without JavaScript the link itself leads there.
 * Kept short by hand: it is sent in every page (under 1 KB, tested).
 */
export const QUICK_EXIT_SCRIPT = `(function(){var d=document,p=[],t;function s(n){d.dispatchEvent(new CustomEvent(${JSON.stringify(QUICK_EXIT_PRESS_EVENT)},{detail:n}))}function x(e){e&&e.preventDefault();var b=d.body;if(b){for(var i=0;i<b.children.length;i++)b.children[i].style.visibility="hidden";var c=d.createElement("div");c.setAttribute("aria-hidden","true");c.style.cssText="position:fixed;inset:0;z-index:2147483647;background:#fff";b.appendChild(c)}d.title="";location.replace(${JSON.stringify(QUICK_EXIT_URL)})}d.addEventListener("click",function(e){var a=e.target;if(a&&a.closest&&a.closest("[${QUICK_EXIT_ATTRIBUTE}]"))x(e)},true);d.addEventListener("keydown",function(e){if(e.key!=="Shift"){if(p.length){p=[];s(0)}return}if(e.repeat||!d.querySelector("[${QUICK_EXIT_ATTRIBUTE}]"))return;var n=Date.now();p=p.filter(function(q){return n-q<${QUICK_EXIT_WINDOW_MS}});p.push(n);clearTimeout(t);if(p.length>=${QUICK_EXIT_PRESSES}){p=[];x()}else{s(p.length);t=setTimeout(function(){p=[];s(0)},${QUICK_EXIT_WINDOW_MS})}},true)})()`;
