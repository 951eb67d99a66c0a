import { mayProbeUnasked, modelIds, pickChatModel, pickImageModel, probeLocalProviders } from './probe';

const models = (...ids: string[]) =>
  new Response(JSON.stringify({ object: 'list', data: ids.map((id) => ({ id, object: 'model' })) }), {
    status: 200,
  });

/** A fetch that answers by address, and never answers (until aborted) the addresses it does not know. */
function fakeFetch(answers: Record<string, () => Response | Promise<Response>>) {
  const asked: string[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    asked.push(url);
    const answer = answers[url];
    if (answer) return answer();
    return new Promise<Response>((_, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
    });
  }) as typeof fetch;
  return { fetchImpl, asked };
}

const OLLAMA = 'http://localhost:11434/v1/models';
const LM_STUDIO = 'http://localhost:1234/v1/models';

describe('probing this computer for a local provider', () => {
  let console_: ReturnType<typeof vi.spyOn>[];
  beforeEach(() => {
    console_ = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'log')];
  });
  afterEach(() => {
    // Quiet by design: a server that is not running is the usual case.
    for (const spy of console_) expect(spy).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('finds Ollama with its models, asking both at once', async () => {
    const { fetchImpl, asked } = fakeFetch({
      [OLLAMA]: () => models('llama3.2', 'nomic-embed-text'),
      [LM_STUDIO]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const found = await probeLocalProviders({ fetchImpl });
    expect(found?.preset.name).toBe('Ollama');
    expect(found?.models).toEqual(['llama3.2', 'nomic-embed-text']);
    expect(asked.sort()).toEqual([OLLAMA, LM_STUDIO].sort());
  });

  it('finds LM Studio when Ollama is not running', async () => {
    const { fetchImpl } = fakeFetch({
      [OLLAMA]: () => Promise.reject(new TypeError('Failed to fetch')),
      [LM_STUDIO]: () => models('qwen2.5-7b-instruct'),
    });
    expect((await probeLocalProviders({ fetchImpl }))?.preset.name).toBe('LM Studio');
  });

  it('gives up quickly when nothing answers, and ignores answers that are not a model list', async () => {
    const silent = fakeFetch({});
    const started = Date.now();
    expect(await probeLocalProviders({ fetchImpl: silent.fetchImpl, timeoutMs: 50 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);

    const odd = fakeFetch({
      [OLLAMA]: () => new Response('<html>not an API</html>', { status: 200 }),
      [LM_STUDIO]: () => new Response('{}', { status: 404 }),
    });
    expect(await probeLocalProviders({ fetchImpl: odd.fetchImpl })).toBeNull();
  });

  it('reads model lists and picks sensible models', () => {
    expect(modelIds({ data: [{ id: 'a' }, { id: '' }, { nope: 1 }, null] })).toEqual(['a']);
    expect(modelIds({ models: [] })).toBeNull();
    expect(pickChatModel(['nomic-embed-text', 'llama3.2'])).toBe('llama3.2');
    expect(pickChatModel(['gpt-4o', 'gpt-4o-mini'], 'gpt-4o')).toBe('gpt-4o');
    expect(pickChatModel(['dall-e-3', 'gpt-4o', 'gpt-4o-mini'])).toBe('gpt-4o-mini');
    expect(pickImageModel(['gpt-4o-mini', 'gpt-image-2'])).toBe('gpt-image-2');
    expect(pickImageModel(['llama3.2'])).toBe('');
  });

  it('probes unasked only when the app itself runs on this computer', () => {
    expect(mayProbeUnasked('localhost')).toBe(true);
    expect(mayProbeUnasked('127.0.0.1')).toBe(true);
    expect(mayProbeUnasked('planner.example.com')).toBe(false);
  });
});
