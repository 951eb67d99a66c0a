import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the frame of the component's first render, then true: for what may come a
 * frame later than the rest of the page. The floor plan's canvas of 300 tables (Konva's setup and first draw, about
 * 250 ms at 4x CPU slowdown) would otherwise hold back the first paint of the lists beside it.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    // A message posted in a frame's callbacks is handled once that frame has been rendered.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => setPainted(true);
    const frame = requestAnimationFrame(() => channel.port2.postMessage(null));
    return () => {
      cancelAnimationFrame(frame);
      channel.port1.close();
    };
  }, [painted]);
  return painted;
}
