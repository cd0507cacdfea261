// The analytics snippet as one small inline script (its hash goes into each page's policy like
// every inline script): it decides before anything is fetched, adding the provider's external
// script only when the visitor's browser does not ask not to be tracked, and only once the page
// has loaded and then gone idle (its own scripts have run), so analytics never competes with the
// page's first paint and scripts: a request to a new host started before the largest paint would
// also count, connection and all, in Lighthouse's simulated LCP (+470 ms on the home page).
import type { AnalyticsScript } from '@/lib/model/integrations';

/** What the browser says about tracking: navigator.doNotTrack (window.doNotTrack in old Safari)
 * and Global Privacy Control. */
export interface PrivacySignals {
  doNotTrack?: string | null;
  windowDoNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

// optsOut is serialised into the inline script: it must stay self-contained.
/** Whether the visitor asked not to be tracked: Do Not Track "1" (or "yes") or Global Privacy Control on. */
export function optsOut(signals: PrivacySignals): boolean {
  const dnt = signals.doNotTrack || signals.windowDoNotTrack;
  return dnt === '1' || dnt === 'yes' || signals.globalPrivacyControl === true;
}

/** At the latest this long after the load event, the script is added even if the page never goes idle. */
const IDLE_TIMEOUT_MS = 3000;

/** The inline script that adds the provider's script (deferred, with its data-* attributes) once the page has loaded and gone idle. */
export function analyticsLoader(script: Pick<AnalyticsScript, 'src' | 'attributes'>): string {
  // JSON of plain strings, with "<" escaped so no value can end the <script>.
  const config = JSON.stringify({ src: script.src, attributes: Object.entries(script.attributes) }).replace(/</g, '\\u003c');
  return (
    `(function(){var w=window,n=navigator,d=document,c=${config};` +
    `if((${optsOut.toString()})({doNotTrack:n.doNotTrack,windowDoNotTrack:w.doNotTrack,globalPrivacyControl:n.globalPrivacyControl}))return;` +
    `function l(){var s=d.createElement("script");s.src=c.src;s.defer=true;` +
    `c.attributes.forEach(function(a){s.setAttribute(a[0],a[1])});d.head.appendChild(s)}` +
    `function i(){if(w.requestIdleCallback)w.requestIdleCallback(l,{timeout:${IDLE_TIMEOUT_MS}});else w.setTimeout(l,0)}` +
    `if(d.readyState==="complete")i();else w.addEventListener("load",i)})()`
  );
}
