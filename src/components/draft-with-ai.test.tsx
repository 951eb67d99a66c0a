import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AiProviderScope, type AiProvider } from '@/lib/ai/use-ai';
import { createFakeProviderFetch, fakeReplyFor } from '../../tests/fakes/fake-provider-fetch';
import { renderApp } from '../../tests/render-app';
import { DraftWithAi } from './draft-with-ai';

const direct: AiProvider = {
  mode: 'direct',
  baseUrl: 'http://provider.test/v1',
  apiKey: 'dev-key',
  chatModel: 'test-chat-model',
  imageModel: '',
};
const none: AiProvider = { ...direct, mode: 'none', baseUrl: null, apiKey: null };

configure({ asyncUtilTimeout: 5000 });

let fake: ReturnType<typeof createFakeProviderFetch>;
beforeEach(() => {
  fake = createFakeProviderFetch();
  vi.stubGlobal('fetch', fake.fetch);
});
afterEach(() => vi.unstubAllGlobals());

/** A form field with the draft beside it, as the website's story has it. */
function StoryField({ ownUndo, onSettled }: { ownUndo?: boolean; onSettled?: () => void }) {
  const [story, setStory] = useState('We met in Pune.');
  return (
    <>
      <label>
        Our story
        <textarea value={story} onChange={(e) => setStory(e.target.value)} />
      </label>
      <DraftWithAi
        purpose="draft-website-story"
        ownUndo={ownUndo}
        target={{ read: () => story, write: setStory, onSettled }}
      />
    </>
  );
}

async function mount(provider: AiProvider = direct, props: Parameters<typeof StoryField>[0] = {}) {
  const utils = await renderApp(
    <AiProviderScope provider={provider}>
      <StoryField {...props} />
    </AiProviderScope>,
  );
  await utils.backend.forUser(utils.session!).profile.save({
    profile: { firstName: 'Priya' },
    wedding: { partnerFirstName: 'Arjun', weddingDate: '2027-03-14', location: 'Udaipur' },
  });
  return { ...utils, user: userEvent.setup() };
}

const story = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Our story' });

async function askForDraft(user: ReturnType<typeof userEvent.setup>, request: string, tone = 'Warm') {
  await user.click(screen.getByRole('button', { name: 'Draft with AI' }));
  const says = await screen.findByRole('textbox', { name: 'What should it say? (optional)' });
  expect(says).toHaveFocus();
  if (request) await user.type(says, request);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Tone' }), tone);
  await user.click(screen.getByRole('button', { name: 'Write draft' }));
}

describe('DraftWithAi', () => {
  it('streams the draft into the field, which stays editable, and Undo puts back what it held', async () => {
    const { user } = await mount();
    await askForDraft(user, 'how we met', 'Playful');
    await waitFor(() => expect(story()).toHaveValue(fakeReplyFor('how we met')));
    const request = fake.requests[0].body;
    expect(request.messages?.[0]?.content).toContain(
      'Couple: Priya & Arjun\nWedding date: 2027-03-14\nPlace: Udaipur\nTone: playful',
    );
    expect(request.messages?.[1]).toEqual({ role: 'user', content: 'how we met' });

    await user.type(story(), ' And then some.');
    expect(story().value.endsWith('And then some.')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Undo draft' }));
    expect(story()).toHaveValue('We met in Pune.');
    expect(screen.queryByRole('button', { name: 'Undo draft' })).not.toBeInTheDocument();
  });

  it('Stop keeps what has arrived, and Undo still puts back the original', async () => {
    const { user } = await mount();
    await askForDraft(user, 'tell it #midway');
    await waitFor(() => expect(story()).toHaveValue('Here is a '));
    expect(screen.getByRole('status')).toHaveTextContent('Writing a draft');
    await user.click(screen.getByRole('button', { name: 'Stop drafting' }));
    fake.release();
    await screen.findByRole('button', { name: 'Undo draft' });
    expect(story()).toHaveValue('Here is a ');
    expect(screen.getByRole('button', { name: 'Draft with AI' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Undo draft' }));
    expect(story()).toHaveValue('We met in Pune.');
  });

  it('a provider failure says so and leaves the field as it was', async () => {
    const onSettled = vi.fn();
    const { user } = await mount(direct, { onSettled });
    await askForDraft(user, '#fail400');
    expect(await screen.findByRole('alert')).toHaveTextContent('could not write a draft');
    expect(story()).toHaveValue('We met in Pune.');
    expect(screen.queryByRole('button', { name: 'Undo draft' })).not.toBeInTheDocument();
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('an empty request asks for a first draft; without its own Undo it offers none', async () => {
    const { user } = await mount(direct, { ownUndo: false });
    await askForDraft(user, '');
    await waitFor(() => expect(story()).toHaveValue(fakeReplyFor('Write a first draft.')));
    expect(screen.queryByRole('button', { name: 'Undo draft' })).not.toBeInTheDocument();
  });

  it('without an AI provider says how to set one up and sends nothing', async () => {
    const { user } = await mount(none);
    await user.click(screen.getByRole('button', { name: 'Draft with AI' }));
    expect(await screen.findByText(/No AI provider/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write draft' })).not.toBeInTheDocument();
    expect(fake.requests.filter((r) => r.url.includes('/chat/completions'))).toHaveLength(0);
    expect(story()).toHaveValue('We met in Pune.');
  });
});
