import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ScrollToTop } from '@/components/projectPage/ScrollToTop';

// A project page with ScrollToTop in it: prerendered and hydrated (the browser loaded the page), or
// rendered by the site (a link, Back or Forward took the visitor there).
function Page() {
  return (
    <main>
      <h1>A project</h1>
      <ScrollToTop />
    </main>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;
let scrollTo: jest.SpyInstance;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
  // jsdom does not scroll: what counts is whether the page asks the window to.
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  scrollTo.mockRestore();
  window.history.replaceState(null, '', '/');
});

describe('ScrollToTop', () => {
  it('leaves a page the browser loaded where the visitor scrolled it before the scripts ran', async () => {
    container.innerHTML = renderToString(<Page />);
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    expect(container.querySelector('h1')?.textContent).toBe('A project');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens at the top when the site renders the page after a navigation', async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(<Page />);
    });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('leaves the jump to an anchor the address names', async () => {
    window.history.replaceState(null, '', '/projects/a/#gallery');
    await act(async () => {
      root = createRoot(container);
      root.render(<Page />);
    });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
