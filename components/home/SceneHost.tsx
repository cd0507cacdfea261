'use client';
// Main-thread side of the 3D background: hands a canvas to the scene worker and keeps it told
// about size, visibility, motion preference and the pointer. three.js itself never loads here.
import { useEffect, useRef, useState } from 'react';
import { useInView } from 'framer-motion';
import { usePageVisible } from '@/components/home/scene/usePageVisible';
import { useReducedMotion } from '@/components/hooks/useReducedMotion';
import { useResolvedTheme } from '@/components/layout/useTheme';
import { pointerOffset } from '@/components/home/scene/scene';
import { useWordsHole } from '@/components/home/scene/useWordsHole';
import type { FromSceneWorker, SceneSize, ToSceneWorker } from '@/components/home/scene/sceneProtocol';
import styles from './SceneHost.module.css';

// The worker closes itself after disposing; this only ends one that stopped answering.
const TERMINATE_AFTER_MS = 3000;

const SHAPE_COLOUR_TOKENS = ['--color-accent', '--color-accent-2', '--color-accent-strong'];

/** The shape colours of the current theme, resolved to rgb() (the tokens hold light-dark()). */
function accentColours(container: HTMLElement): string[] {
  const probe = document.createElement('span');
  container.appendChild(probe);
  const colours = SHAPE_COLOUR_TOKENS.map((name) => {
    probe.style.color = `var(${name})`;
    return getComputedStyle(probe).color;
  });
  probe.remove();
  return colours;
}

const sizeOf = (element: HTMLElement): SceneSize => ({ width: element.clientWidth, height: element.clientHeight });

/** `wordsId`: the element holding the words the scene is drawn around, never across. */
export function SceneHost({ onFail, wordsId }: { onFail: () => void; wordsId: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  useWordsHole(containerRef, wordsId);
  const workerRef = useRef<Worker | null>(null);
  const [ready, setReady] = useState(false);
  const reduced = useReducedMotion();
  const inView = useInView(containerRef);
  const pageVisible = usePageVisible();
  const theme = useResolvedTheme();
  // Rendering pauses while the hero is scrolled away or the tab is hidden.
  const running = inView && pageVisible;
  // The first values, read when the worker starts; later changes are sent as messages.
  const initial = useRef({ reduced, running });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // A fresh canvas per worker: a canvas can hand over its drawing surface only once.
    const canvas = document.createElement('canvas');
    container.appendChild(canvas);
    const worker = new Worker(new URL('./scene/sceneWorker.tsx', import.meta.url), { name: 'wireframe-scene' });
    workerRef.current = worker;
    const post = (message: ToSceneWorker, transfer: Transferable[] = []) => worker.postMessage(message, transfer);

    worker.onmessage = (event: MessageEvent<FromSceneWorker>) => {
      if (event.data.type === 'ready') setReady(true);
      else onFail();
    };
    // A worker that fails to load or throws: fall back quietly (handled, so nothing is logged).
    worker.onerror = (event) => {
      event.preventDefault();
      onFail();
    };

    const offscreen = canvas.transferControlToOffscreen();
    post(
      {
        type: 'init',
        canvas: offscreen,
        size: sizeOf(container),
        pixelRatio: window.devicePixelRatio,
        reducedMotion: initial.current.reduced,
        running: initial.current.running,
        colours: accentColours(container),
      },
      [offscreen],
    );
    const resize = new ResizeObserver(() =>
      post({ type: 'resize', size: sizeOf(container), pixelRatio: window.devicePixelRatio }),
    );
    resize.observe(container);

    return () => {
      resize.disconnect();
      worker.onmessage = null;
      post({ type: 'dispose' });
      setTimeout(() => worker.terminate(), TERMINATE_AFTER_MS);
      workerRef.current = null;
      canvas.remove();
    };
  }, [onFail]);

  useEffect(() => workerRef.current?.postMessage({ type: 'running', running } satisfies ToSceneWorker), [running]);
  useEffect(() => workerRef.current?.postMessage({ type: 'motion', reducedMotion: reduced } satisfies ToSceneWorker), [reduced]);
  // The theme changed (toggle, another tab, or the system setting while following it). The worker
  // started with the colours of the theme showing then. The new colours go once the frame showing
  // the new theme is drawn: read in the tap, they forced the page's whole restyle into it, and the
  // scene's redraw competed with that frame for the processor.
  const paintedTheme = useRef(theme);
  useEffect(() => {
    const container = containerRef.current;
    if (theme === paintedTheme.current || !container) return;
    paintedTheme.current = theme;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => workerRef.current?.postMessage({ type: 'colours', colours: accentColours(container) } satisfies ToSceneWorker));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [theme]);

  // The camera follows the mouse; under reduced motion there is no listener at all.
  useEffect(() => {
    if (reduced) return;
    const onMove = (event: PointerEvent) => {
      const [x, y] = pointerOffset(event.clientX, event.clientY, window.innerWidth, window.innerHeight);
      workerRef.current?.postMessage({ type: 'pointer', x, y } satisfies ToSceneWorker);
    };
    window.addEventListener('pointermove', onMove, { passive: true });
    return () => window.removeEventListener('pointermove', onMove);
  }, [reduced]);

  return <div ref={containerRef} className={styles.scene} data-ready={ready ? '' : undefined} />;
}
