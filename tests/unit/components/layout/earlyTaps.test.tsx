import { Suspense, act, lazy, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { earlyTapScript, REPLAY_GIVE_UP_MS, REPLAY_POLL_MS } from '@/components/layout/earlyTaps';

// A prerendered button that counts its clicks, and a link beside it.
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <div>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        <svg data-testid="icon" />
        <span data-testid="count">{count}</span>
      </button>
      <a href="#elsewhere" data-testid="link" onClick={() => setCount((n) => n + 10)}>
        link
      </a>
    </div>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;
let captures: Array<() => void> = [];
const count = () => container.querySelector('[data-testid="count"]')?.textContent;
const click = (testId: string) => (container.querySelector(`[data-testid="${testId}"]`) as HTMLElement).dispatchEvent(new MouseEvent('click', { bubbles: true }));

beforeEach(() => {
  jest.useFakeTimers();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  container.innerHTML = renderToString(<Counter />);
  document.body.append(container);
  // The page's head script, as the browser runs it, before any framework script. Its listener
  // is noted so that the next test starts with a page of its own (the capture lasts a page's life).
  const add = jest.spyOn(document, 'addEventListener');
  new Function(earlyTapScript())();
  captures = add.mock.calls.map(([type, listener, options]) => () => document.removeEventListener(type, listener, options));
  add.mockRestore();
});

afterEach(() => {
  captures.forEach((remove) => remove());
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  // Each test starts from a document React has not marked yet.
  for (const key of Object.keys(document)) if (key.startsWith('_reactListening')) delete (document as unknown as Record<string, unknown>)[key];
  jest.useRealTimers();
});

const hydrate = () => act(() => void (root = hydrateRoot(container, <Counter />)));

/** The counter prerendered inside a Suspense boundary, and its code held back until `arrive()`. */
function prerenderLatePart() {
  let release = () => {};
  const Late = lazy(() => new Promise<{ default: typeof Counter }>((resolve) => (release = () => resolve({ default: Counter }))));
  act(() => root?.unmount());
  container.innerHTML = renderToString(
    <Suspense fallback={null}>
      <Counter />
    </Suspense>,
  );
  return { Late, arrive: () => release() };
}
const wait = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

describe('the early-tap capture (the inline <head> script)', () => {
  it('applies a tap made before the scripts ran once React hydrates, exactly once', () => {
    click('icon');
    wait(REPLAY_POLL_MS * 4);
    expect(count()).toBe('0'); // nothing listens yet: the tap waits
    hydrate();
    wait(REPLAY_POLL_MS * 4);
    expect(count()).toBe('1');
    wait(REPLAY_POLL_MS * 4);
    expect(count()).toBe('1');
  });

  it('replays two early taps as two', () => {
    click('icon');
    click('count');
    hydrate();
    wait(REPLAY_POLL_MS * 2);
    expect(count()).toBe('2');
  });

  it('leaves a tap made once React listens to React alone', () => {
    hydrate();
    act(() => void click('icon'));
    wait(REPLAY_POLL_MS * 4);
    expect(count()).toBe('1');
  });

  it('stops waiting on a page whose scripts never come', () => {
    click('icon');
    wait(REPLAY_GIVE_UP_MS + REPLAY_POLL_MS);
    expect(jest.getTimerCount()).toBe(0); // nothing polls any more
    hydrate();
    wait(REPLAY_POLL_MS * 4);
    expect(count()).toBe('0');
  });

  it('waits until the part the button is in has hydrated (its code still loading)', async () => {
    const { Late, arrive } = prerenderLatePart();
    click('icon');
    act(() => void (root = hydrateRoot(container, <Suspense fallback={null}><Late /></Suspense>)));
    wait(REPLAY_POLL_MS * 4);
    expect(count()).toBe('0'); // React listens, but the button is not React's yet
    await act(async () => arrive());
    wait(REPLAY_POLL_MS * 4);
    expect(count()).toBe('1');
  });

  it('applies a tap React dropped once it listens: on a part whose code is still loading', async () => {
    const { Late, arrive } = prerenderLatePart();
    act(() => void (root = hydrateRoot(container, <Suspense fallback={null}><Late /></Suspense>)));
    // React listens now, but cannot hydrate the button for this tap: it drops it.
    act(() => void click('icon'));
    wait(REPLAY_POLL_MS * 4);
    expect(count()).toBe('0');
    await act(async () => arrive());
    wait(REPLAY_POLL_MS * 4);
    expect(count()).toBe('1');
    wait(REPLAY_POLL_MS * 4);
    expect(count()).toBe('1');
  });

  it('leaves to React a tap it hydrated the button for (its root still hydrating): applied once', () => {
    // Hydration scheduled, not yet run: React listens, the button is not React's yet.
    root = hydrateRoot(container, <Counter />);
    act(() => void click('icon'));
    wait(REPLAY_POLL_MS * 4);
    expect(count()).toBe('1');
  });

  it("applies the taps whose buttons are React's even while an earlier one still waits", () => {
    const stranger = document.createElement('button');
    stranger.type = 'button';
    document.body.append(stranger);
    stranger.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    click('icon');
    hydrate();
    wait(REPLAY_POLL_MS * 4);
    expect(count()).toBe('1');
    stranger.remove();
  });

  it('leaves links (which work without scripts) alone', () => {
    click('link');
    hydrate();
    wait(REPLAY_POLL_MS * 4);
    expect(count()).toBe('0');
  });
});
