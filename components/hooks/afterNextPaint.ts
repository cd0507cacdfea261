// Browser helper: work a tap sets off that can wait one frame. The frame right after the tap shows
// what answers it at once (the control pressed, the tab chosen); the rest runs in a task of its own
// after that frame, so the tap's frame is never held back by it (Interaction to Next Paint).

/** Runs `task` after the next frame: its animation frame, then the task after it. */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}
