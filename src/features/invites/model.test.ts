import { parseDesign } from './design/document';
import { formatLongDate } from '@/lib/dates';
import {
  coupleNames,
  inviteSchema,
  inviteSummarySchema,
  invitesCollection,
  newestFirst,
  newInvite,
  recipientsLabel,
  startingWording,
  statusTone,
  templateName,
  uploadKey,
  uploadProblem,
  UPLOAD_MAX_BYTES,
} from './model';
import { TEMPLATES } from './templates';

const blank = {
  firstName: '',
  lastName: '',
  partnerFirstName: '',
  partnerLastName: '',
  weddingDate: '',
  location: '',
};
const couple = {
  ...blank,
  firstName: 'Priya',
  partnerFirstName: 'Arjun',
  weddingDate: '2027-06-12',
  location: 'The Grand Garden, Jaipur',
};
const TOKEN = 'Qw3rty_-Asdfgh12345678';

describe('invitations', () => {
  it('start from a template with the couple’s details in the words, a 128-bit token and a valid design', () => {
    const invite = newInvite(TEMPLATES[0]!, couple, {
      id: 'i1',
      token: TOKEN,
      now: new Date('2026-01-01T00:00:00Z'),
    });
    expect(invite).toMatchObject({
      id: 'i1',
      name: 'Priya & Arjun — Elegant Floral',
      templateId: '1',
      date: '2027-06-12',
      status: 'draft',
      recipients: 0,
      hosts: 'Priya & Arjun',
      venue: 'The Grand Garden, Jaipur',
      token: TOKEN,
      imageVersion: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const design = parseDesign(invite.design);
    expect(design.ok).toBe(true);
    const words = design.ok ? design.design.elements.map((el) => (el.type === 'text' ? el.text : '')) : [];
    expect(words).toEqual(
      expect.arrayContaining(['Priya & Arjun', 'Saturday, June 12, 2027', 'The Grand Garden, Jaipur']),
    );
    expect(inviteSchema.parse(invite)).toEqual(invite);
    expect(newInvite(TEMPLATES[0]!, blank).token).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('use stand-ins that say what belongs there when the profile is empty', () => {
    expect(startingWording(blank)).toEqual({
      names: 'Alex & Jordan',
      date: 'Saturday, the twelfth of June',
      venue: 'The Garden Pavilion',
      rsvp: 'Kindly reply by the first of May',
    });
    expect(startingWording({ ...blank, firstName: 'Priya' }).names).toBe('Priya & Partner');
    expect(newInvite(TEMPLATES[2]!, blank)).toMatchObject({
      name: 'Modern Minimalist invitation',
      hosts: undefined,
      date: undefined,
    });
    expect(coupleNames({ ...blank, partnerFirstName: ' Arjun ' })).toBe('Arjun');
  });

  it('refuse bad records: wrong status, negative recipients, a bad date, a guessable token, a huge design', () => {
    const good = newInvite(TEMPLATES[1]!, couple, { token: TOKEN });
    for (const bad of [
      { status: 'cancelled' },
      { recipients: -1 },
      { recipients: 1.5 },
      { date: '2027-02-30' },
      { token: 'abc' },
      { name: '   ' },
      { design: { elements: 'x'.repeat(1_000_001) } },
    ])
      expect(inviteSchema.safeParse({ ...good, ...bad }).success, JSON.stringify(bad).slice(0, 40)).toBe(
        false,
      );
  });

  it('list without the design: the collection reads a summary', () => {
    const invite = newInvite(TEMPLATES[3]!, couple, { token: TOKEN });
    expect(invitesCollection.summary?.fields).not.toContain('design');
    expect(inviteSummarySchema.parse(invite)).not.toHaveProperty('design');
  });

  it('badge colours follow the spec: draft yellow, sent green, scheduled blue, other grey', () => {
    expect(['draft', 'sent', 'scheduled', 'archived'].map(statusTone)).toEqual([
      'yellow',
      'green',
      'blue',
      'gray',
    ]);
  });

  it('words for rows: template, recipients, dates', () => {
    expect(templateName('4')).toBe('Romantic Garden');
    expect(templateName(undefined)).toBe('Custom design');
    expect([0, 1, 1500].map(recipientsLabel)).toEqual(['0 recipients', '1 recipient', '1,500 recipients']);
    expect(formatLongDate('2027-01-01')).toBe('Friday, January 1, 2027');
    const a = { createdAt: '2026-01-01T00:00:00Z' };
    const b = { createdAt: '2026-02-01T00:00:00Z' };
    expect(newestFirst([a, b])).toEqual([b, a]);
  });

  it('take PNG, JPEG and WebP images up to 10 MB, kept under the invitation', () => {
    expect(uploadProblem({ type: 'image/png', size: 1000, name: 'a.png' })).toBeNull();
    expect(uploadProblem({ type: 'image/svg+xml', size: 1000, name: 'a.svg' })).toMatch(
      /not a PNG, JPEG or WebP/,
    );
    expect(uploadProblem({ type: 'image/jpeg', size: UPLOAD_MAX_BYTES + 1, name: 'big.jpg' })).toMatch(
      /larger than 10 MB/,
    );
    expect(uploadProblem({ type: 'image/webp', size: 0, name: 'e.webp' })).toMatch(/empty/);
    expect(uploadKey('i1', 'image/jpeg', 'x1')).toBe('invite-images/i1/x1.jpg');
    expect(
      parseDesign({
        version: 1,
        template: null,
        background: '#ffffff',
        elements: [
          {
            id: 'a',
            type: 'image',
            x: 0,
            y: 0,
            width: 10,
            height: 10,
            opacity: 1,
            rotation: 0,
            src: { kind: 'file', key: uploadKey('i1', 'image/png', 'x1') },
          },
        ],
      }).ok,
    ).toBe(true);
  });
});
