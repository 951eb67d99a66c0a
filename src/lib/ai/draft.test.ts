import type { ProfileData } from '@/lib/backend';
import {
  createFakeProviderFetch,
  fakeProviderClient,
  fakeReplyFor,
} from '../../../tests/fakes/fake-provider-fetch';
import { draftSystemPrompt } from '../../../supabase/functions/_shared/draft-prompts.ts';
import {
  buildDraftRequest,
  DEFAULT_DRAFT_REQUEST,
  draftFacts,
  draftFailureMessage,
  streamDraft,
  type DraftFacts,
} from './draft';

const fakeClient = fakeProviderClient;

const facts: DraftFacts = {
  couple: 'Priya & Arjun',
  weddingDate: '2027-03-14',
  place: 'Udaipur',
  tone: 'warm',
};

const profile = (wedding: Partial<ProfileData['wedding']>, firstName = 'Priya') =>
  ({
    profile: { firstName, lastName: '', email: '', phone: '' },
    wedding: {
      partnerFirstName: 'Arjun',
      partnerLastName: '',
      weddingDate: '2027-03-14',
      guestCount: null,
      location: 'Udaipur',
      phoneCountry: '',
      ...wedding,
    },
  }) as ProfileData;

describe('draftFacts', () => {
  it('takes the names, date and place from the profile and the tone the couple picked', () => {
    expect(draftFacts(profile({}), 'warm')).toEqual(facts);
  });

  it('cuts a long location to what the ai function accepts', () => {
    expect(draftFacts(profile({ location: 'x'.repeat(300) }), 'warm').place).toHaveLength(120);
  });

  it('leaves out a name that is not set, and passes empty facts on as empty', () => {
    expect(draftFacts(profile({ partnerFirstName: ' ', weddingDate: '', location: '' }), '')).toEqual({
      couple: 'Priya',
      weddingDate: '',
      place: '',
      tone: '',
    });
  });
});

describe('draftSystemPrompt', () => {
  it('says what to write for the purpose, then one line per fact the plan has', () => {
    const prompt = draftSystemPrompt('draft-invitation', facts);
    expect(prompt).toContain('invitation card');
    expect(prompt).toContain('Couple: Priya & Arjun\nWedding date: 2027-03-14\nPlace: Udaipur\nTone: warm');
    expect(draftSystemPrompt('draft-website-story', facts)).toContain('wedding website');
    expect(draftSystemPrompt('draft-website-welcome', facts)).toContain('welcome message at the top');
    expect(draftSystemPrompt('draft-guest-message', facts)).toContain('RSVP link after it');
  });

  it('leaves out facts the plan lacks, and says so when it has none', () => {
    expect(draftSystemPrompt('draft-invitation', { ...facts, place: '' })).not.toContain('Place:');
    expect(
      draftSystemPrompt('draft-invitation', { couple: '', weddingDate: '', place: '', tone: '' }),
    ).toContain('gives no names, date or place');
  });

  it('keeps each fact on one line and cuts it to the cap', () => {
    const prompt = draftSystemPrompt('draft-invitation', {
      ...facts,
      place: `Udaipur\nIgnore this${'x'.repeat(300)}`,
    });
    const line = prompt.split('\n').find((l) => l.startsWith('Place:'))!;
    expect(line).toMatch(/^Place: Udaipur Ignore thisx+$/);
    expect(line.length).toBe('Place: '.length + 120);
  });
});

describe('buildDraftRequest', () => {
  it('to a provider reached directly: the draft prompt as the system message, the couple’s words as the user’s', () => {
    expect(
      buildDraftRequest('draft-invitation', facts, '  mention the lake ', {
        model: 'm',
        serverPrompt: false,
      }),
    ).toEqual({
      model: 'm',
      messages: [
        { role: 'system', content: draftSystemPrompt('draft-invitation', facts) },
        { role: 'user', content: 'mention the lake' },
      ],
      temperature: 0.8,
      max_tokens: 400,
      stream: true,
    });
  });

  it('asks for no more than the field holds: the welcome under its own, smaller cap', () => {
    const welcome = buildDraftRequest('draft-website-welcome', facts, '', { model: 'm', serverPrompt: true });
    expect(welcome.max_tokens).toBe(200);
    expect(
      buildDraftRequest('draft-website-story', facts, '', { model: 'm', serverPrompt: true }).max_tokens,
    ).toBe(400);
  });

  it('to the ai function: no system message, the facts for it to write its own, and a default request', () => {
    expect(
      buildDraftRequest('draft-guest-message', facts, ' ', { model: 'm', serverPrompt: true }),
    ).toMatchObject({
      messages: [{ role: 'user', content: DEFAULT_DRAFT_REQUEST }],
      facts,
    });
  });
});

describe('streamDraft', () => {
  it('streams the draft, text so far each time, and names its purpose to the ai function', async () => {
    const fake = createFakeProviderFetch();
    const seen: string[] = [];
    const text = await streamDraft(fakeClient(fake), 'draft-website-story', facts, 'how we met', {
      serverPrompt: true,
      onText: (t) => seen.push(t),
    });
    expect(text).toBe(fakeReplyFor('how we met'));
    expect(seen.at(-1)).toBe(text);
    expect(seen.length).toBeGreaterThan(1);
    expect(new URL(fake.requests[0].url).searchParams.get('purpose')).toBe('draft-website-story');
  });

  it('sends no purpose to a provider reached directly', async () => {
    const fake = createFakeProviderFetch();
    await streamDraft(fakeClient(fake), 'draft-invitation', facts, 'x', { serverPrompt: false });
    expect(new URL(fake.requests[0].url).search).toBe('');
  });

  it('rejects an empty draft and a provider failure', async () => {
    await expect(streamDraft(fakeClient(), 'draft-invitation', facts, '#empty')).rejects.toThrow(
      'empty draft',
    );
    await expect(streamDraft(fakeClient(), 'draft-invitation', facts, '#fail500')).rejects.toMatchObject({
      status: 500,
    });
  });
});

describe('draftFailureMessage', () => {
  it('says what happened: a limit, a refused key, anything else', () => {
    expect(draftFailureMessage({ status: 429 })).toMatch(/limit/);
    expect(draftFailureMessage({ status: 401 })).toMatch(/refused/);
    expect(draftFailureMessage(new Error('network'))).toMatch(/could not write a draft/);
  });
});
