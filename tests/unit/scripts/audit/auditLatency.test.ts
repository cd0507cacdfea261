import { interactionLatencies, median, paintedAfter, stepLatency, summarise } from '@/scripts/audit/latency.mjs';

// An Event Timing entry as the audit reads it back from the page.
const entry = (
  interactionId: number,
  name: string,
  startTime: number,
  duration: number,
  processingStart = startTime + 4,
  processingEnd = processingStart + 10,
) => ({
  interactionId,
  name,
  startTime,
  duration,
  processingStart,
  processingEnd,
});

describe('interactionLatencies (as INP counts an interaction)', () => {
  it("takes each interaction's longest entry, in the order the interactions started", () => {
    const tap = [entry(7, 'pointerdown', 100, 24), entry(7, 'pointerup', 140, 32), entry(7, 'click', 141, 96)];
    const key = [entry(9, 'keydown', 20, 56), entry(9, 'keyup', 90, 16)];
    expect(interactionLatencies([...tap, ...key]).map(({ id, name, latency }) => [id, name, latency])).toEqual([
      [9, 'keydown', 56],
      [7, 'click', 96],
    ]);
  });

  it('leaves out entries that belong to no interaction (hover, scroll)', () => {
    expect(interactionLatencies([entry(0, 'pointerover', 10, 200), entry(3, 'click', 50, 40)]).map((i) => i.id)).toEqual([3]);
  });

  it('splits the latency into input delay, processing and presentation', () => {
    const [one] = interactionLatencies([entry(1, 'click', 100, 120, 130, 190)]);
    expect(one).toMatchObject({ inputDelay: 30, processing: 60, presentation: 30 });
  });

  it("keeps when the interaction's input came, on the page's clock (a tap timed after load is checked by it)", () => {
    const [one] = interactionLatencies([entry(4, 'pointerdown', 2210, 40), entry(4, 'click', 2212, 120)]);
    expect(one).toMatchObject({ name: 'click', startTime: 2212 });
  });
});

describe('stepLatency', () => {
  it('is the slowest interaction of a step (typing: one per key)', () => {
    const keys = [entry(1, 'keydown', 0, 40), entry(2, 'keydown', 200, 88), entry(3, 'keydown', 400, 48)];
    expect(stepLatency(keys)).toMatchObject({ id: 2, latency: 88 });
  });

  it('reads 0 when nothing crossed the 16 ms threshold', () => {
    expect(stepLatency([]).latency).toBe(0);
  });
});

describe('median', () => {
  it('is the middle of the finite values', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([100, NaN, 300, 200])).toBe(200);
    expect(median([])).toBeNaN();
  });
});

describe('paintedAfter (when all a step changed was on screen)', () => {
  it('is the first frame after the last change, counted from the input', () => {
    expect(paintedAfter([100, 116, 133, 150], 120, 90)).toBe(43);
  });

  it('is 0 when the step changed nothing, NaN when no frame came after the change', () => {
    expect(paintedAfter([100, 116], 0, 90)).toBe(0);
    expect(paintedAfter([100, 116], 130, 90)).toBeNaN();
  });

  it('is 0 when the last change came before the input (the last key changed nothing)', () => {
    expect(paintedAfter([100, 116, 133], 105, 120)).toBe(0);
  });
});

describe('summarise (a step over its runs)', () => {
  const run = (latency: number, inputDelay: number, processing: number, painted = latency) => ({
    latency,
    inputDelay,
    processing,
    presentation: latency - inputDelay - processing,
    painted,
  });

  it("reports the median run's own phases, so the three add up to the latency shown", () => {
    const runs = [run(232, 164, 16), run(344, 241, 4), run(184, 99, 17)];
    const { latency, typical } = summarise(runs);
    expect(latency).toBe(232);
    expect(typical!.inputDelay + typical!.processing + typical!.presentation).toBe(232);
    expect(typical).toBe(runs[0]);
  });

  it('leaves out the loads where the page had no such control, and reads NaN when none had', () => {
    expect(summarise([null, run(96, 40, 16, 90), null]).measured).toHaveLength(1);
    expect(summarise([null, null]).latency).toBeNaN();
  });

  it('takes the median time to paint over the runs, apart from the latency', () => {
    expect(summarise([run(100, 50, 10, 300), run(120, 50, 10, 110), run(140, 50, 10, 90)]).painted).toBe(110);
  });
});
