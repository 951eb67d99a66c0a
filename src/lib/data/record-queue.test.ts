import { inOrder } from './write-queue';

const later = <T>(ms: number, value: T, log: string[]) =>
  new Promise<T>((resolve) =>
    setTimeout(() => {
      log.push(String(value));
      resolve(value);
    }, ms),
  );

describe('inOrder', () => {
  it('runs writes to one record one after another, in call order, whatever their speed', async () => {
    const log: string[] = [];
    await Promise.all([
      inOrder(['r1'], () => later(30, 'first', log)),
      inOrder(['r1'], () => later(0, 'second', log)),
    ]);
    expect(log).toEqual(['first', 'second']);
  });

  it('lets writes to different records run side by side', async () => {
    const log: string[] = [];
    await Promise.all([
      inOrder(['a'], () => later(30, 'slow a', log)),
      inOrder(['b'], () => later(0, 'quick b', log)),
    ]);
    expect(log).toEqual(['quick b', 'slow a']);
  });

  it('makes a batch wait for every record it touches, and goes on after a failure', async () => {
    const log: string[] = [];
    const failing = inOrder(['a'], async () => {
      await later(20, 'a fails', log);
      throw new Error('refused');
    });
    const b = inOrder(['b'], () => later(30, 'b', log));
    const batch = inOrder(['a', 'b'], () => later(0, 'batch', log));
    await expect(failing).rejects.toThrow('refused');
    await Promise.all([b, batch]);
    expect(log).toEqual(['a fails', 'b', 'batch']);
  });
});
