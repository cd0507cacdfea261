// The add-ons in the browser: the analytics snippet honours the visitor's privacy signals and
// adds the provider's script only once the page has loaded and gone idle; the comments frame's address,
// session and messages.
import { analyticsLoader, optsOut } from '@/components/addOns/analyticsLoader';
import { frameMessage, giscusFrameUrl, giscusLang, giscusTerm, readSession, themeMessage, type GiscusSettings } from '@/components/addOns/giscusFrame';

const script = { src: 'https://stats.example.org/js/script.js', attributes: { 'data-domain': 'someone.github.io' } };

/** What the page has left to do when it next goes idle (the browser's requestIdleCallback queue). */
let whenIdle: Array<() => void> = [];
beforeEach(() => {
  whenIdle = [];
  Object.defineProperty(window, 'requestIdleCallback', { value: (callback: () => void) => whenIdle.push(callback), configurable: true });
});
/** The page goes idle. */
const goIdle = () => whenIdle.splice(0).forEach((callback) => callback());

/** Runs the inline snippet as the page would (loaded: jsdom's document is complete), with these privacy signals. */
function runSnippet(signals: { doNotTrack?: string; globalPrivacyControl?: boolean }) {
  Object.defineProperty(navigator, 'doNotTrack', { value: signals.doNotTrack ?? null, configurable: true });
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: signals.globalPrivacyControl, configurable: true });
  new Function(analyticsLoader(script))();
}
const added = () => document.head.querySelector<HTMLScriptElement>('script[src="https://stats.example.org/js/script.js"]');

describe('the analytics snippet', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adds the provider script, deferred and with its attributes, once the loaded page is idle', () => {
    runSnippet({});
    expect(added()).toBeNull();
    goIdle();
    expect(added()?.defer).toBe(true);
    expect(added()?.getAttribute('data-domain')).toBe('someone.github.io');
  });

  it('adds nothing when the browser sends Do Not Track or Global Privacy Control', () => {
    runSnippet({ doNotTrack: '1' });
    runSnippet({ globalPrivacyControl: true });
    goIdle();
    expect(added()).toBeNull();
  });

  it('reads the signals as browsers write them', () => {
    const optingOut = [{ doNotTrack: '1' }, { windowDoNotTrack: '1' }, { doNotTrack: 'yes' }, { globalPrivacyControl: true }];
    expect(optingOut.map((signals) => optsOut(signals))).toEqual([true, true, true, true]);
    const notOptingOut = [{ doNotTrack: '0' }, { doNotTrack: 'unspecified' }, { globalPrivacyControl: false }, {}];
    expect(notOptingOut.map((signals) => optsOut(signals))).toEqual([false, false, false, false]);
  });

  it('cannot be ended early by a value holding "</script>"', () => {
    expect(analyticsLoader({ src: script.src, attributes: { 'data-x': '</script><script>alert(1)' } })).not.toContain('</script>');
  });
});

const settings: GiscusSettings = {
  host: 'https://giscus.app',
  repo: 'someone/site',
  repoId: 'R_1',
  category: 'Comments',
  categoryId: 'DIC_1',
  mapping: 'pathname',
  reactions: true,
  lang: 'en',
};
const page = { href: 'https://someone.github.io/notes/first/?giscus=abc', title: 'First · Someone', ogTitle: 'First', description: 'About the first.' };

describe('the comments frame', () => {
  it('finds its discussion by the page path, address or title, never with the session in it', () => {
    expect(giscusTerm('pathname', page)).toBe('notes/first/');
    expect(giscusTerm('pathname', { ...page, href: 'https://someone.github.io/' })).toBe('index');
    expect(giscusTerm('url', page)).toBe('https://someone.github.io/notes/first/');
    expect(giscusTerm('og:title', page)).toBe('First');
  });

  it('opens in the theme and language asked, at the owner giscus host', () => {
    const url = new URL(giscusFrameUrl(settings, page, 'dark', 'session-1'));
    expect(`${url.origin}${url.pathname}`).toBe('https://giscus.app/en/widget');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ theme: 'dark', session: 'session-1', repo: 'someone/site', term: 'notes/first/', origin: 'https://someone.github.io/notes/first/' });
    expect([giscusLang('en-US'), giscusLang('zh-tw'), giscusLang('fr')]).toEqual(['en', 'zh-TW', 'fr']);
  });

  it("opens in the site's stylesheet of the theme shown and asks for the other one's on the toggle; giscus's own themes without them", () => {
    const themes = { light: 'https://someone.github.io/giscus/light.css', dark: 'https://someone.github.io/giscus/dark.css' };
    expect(new URL(giscusFrameUrl({ ...settings, themes }, page, 'dark', '')).searchParams.get('theme')).toBe(themes.dark);
    expect(themeMessage({ themes }, 'light')).toEqual({ giscus: { setConfig: { theme: themes.light } } });
    expect(themeMessage(settings, 'light')).toEqual({ giscus: { setConfig: { theme: 'light' } } });
  });

  it('keeps the session the sign-in hands back and takes it out of the address; drops a malformed kept one', () => {
    expect(readSession(page.href, null)).toEqual({ session: 'abc', keep: '"abc"', cleanHref: 'https://someone.github.io/notes/first/' });
    expect(readSession('https://someone.github.io/notes/first/', '"kept"')).toEqual({ session: 'kept' });
    expect(readSession('https://someone.github.io/notes/first/', '{"a":1}')).toEqual({ session: '' });
    expect(readSession('https://someone.github.io/notes/first/', 'not json')).toEqual({ session: '' });
  });

  it('reads the height and an expired session from its messages, and nothing else', () => {
    expect(frameMessage({ giscus: { resizeHeight: 420 } })).toEqual({ height: 420 });
    expect(frameMessage({ giscus: { error: 'Bad credentials' } })).toEqual({ sessionExpired: true });
    expect(frameMessage({ giscus: { resizeHeight: 'tall' } })).toEqual({});
    expect(frameMessage('giscus')).toBeUndefined();
  });
});
