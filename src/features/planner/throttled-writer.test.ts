import { createThrottledWriter } from './throttled-writer';

describe('createThrottledWriter (a streaming reply, kept as it arrives)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (writeMs = 0) => {
    const written: string[] = [];
    let inFlight = 0;
    let most = 0;
    const writer = createThrottledWriter<string>({
      intervalMs: 1000,
      write: async (value) => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, writeMs));
        written.push(value);
        inFlight--;
      },
    });
    return { writer, written, most: () => most };
  };

  it('writes the first text at once, then the newest text once a second, not every token', async () => {
    const { writer, written } = setup();
    writer.push('Here');
    await vi.advanceTimersByTimeAsync(0);
    expect(written).toEqual(['Here']);
    // Forty tokens over two seconds: two more writes, each with the text as it stood.
    let text = 'Here';
    for (let i = 0; i < 40; i++) {
      text += ` w${i}`;
      writer.push(text);
      await vi.advanceTimersByTimeAsync(50);
    }
    await vi.advanceTimersByTimeAsync(1000);
    expect(written).toHaveLength(3);
    expect(written.at(-1)).toBe(text);
    expect(written.every((w, i) => i === 0 || w.length > written[i - 1].length)).toBe(true);
  });

  it('never writes two at a time when the store is slow, and ends on the newest text', async () => {
    const { writer, written, most } = setup(1500);
    writer.push('a');
    writer.push('ab');
    await vi.advanceTimersByTimeAsync(500);
    writer.push('abc');
    await vi.advanceTimersByTimeAsync(5000);
    expect(most()).toBe(1);
    expect(written).toEqual(['a', 'abc']);
  });

  it('drops what is still waiting once cancelled (the final write is the caller’s)', async () => {
    const { writer, written } = setup();
    writer.push('a');
    await vi.advanceTimersByTimeAsync(0);
    writer.push('ab');
    writer.cancel();
    writer.push('abc');
    await vi.advanceTimersByTimeAsync(5000);
    expect(written).toEqual(['a']);
  });

  it('keeps going after a failed write', async () => {
    const attempts: string[] = [];
    const writer = createThrottledWriter<string>({
      intervalMs: 1000,
      write: async (value) => {
        attempts.push(value);
        if (value === 'a') throw new Error('refused');
      },
    });
    writer.push('a');
    await vi.advanceTimersByTimeAsync(0);
    writer.push('ab');
    await vi.advanceTimersByTimeAsync(1000);
    expect(attempts).toEqual(['a', 'ab']);
  });
});
