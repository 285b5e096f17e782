/**
 * `run` just after the browser's next paint (a frame callback comes before the paint, a task
 * queued from it after): work that would otherwise lengthen the task that draws a screen. Answers
 * a function that cancels it. A hidden tab paints nothing, so there it waits until shown.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
