import { describe, expect, it } from 'vitest';
import { GIFTS_CSV_HEADER, giftsCsv } from './gifts-csv';
import type { Gift } from './model';

const base = { source: 'couple', confirmed: true, thankYou: 'to-write' } as const;

describe('giftsCsv', () => {
  it('lists gifts oldest first with giver, event, plain amounts in the currency and the thank-you', () => {
    const gifts: Gift[] = [
      {
        ...base,
        id: 'b',
        kind: 'gift',
        description: 'Silver lamp',
        fromName: '=Office, friends',
        receivedOn: '2026-12-02',
      },
      {
        ...base,
        id: 'a',
        kind: 'cash',
        description: 'Shagun',
        amount: 5100,
        householdId: 'h1',
        eventId: 'sangeet',
        receivedOn: '2026-12-01',
        thankYou: 'sent',
        thankedOn: '2026-12-05',
      },
      { ...base, id: 'c', kind: 'cash', description: 'Sent to Honeymoon', amount: 1100, confirmed: false },
    ];
    const csv = giftsCsv(
      gifts,
      {
        household: (id) => (id === 'h1' ? 'The Sharmas' : undefined),
        event: (id) => (id === 'sangeet' ? 'Sangeet' : undefined),
      },
      'INR',
    );
    expect(csv.split('\r\n')).toEqual([
      GIFTS_CSV_HEADER.join(','),
      '2026-12-01,Shagun,Cash,5100,INR,The Sharmas,Sangeet,Sent,2026-12-05,Yes,',
      `2026-12-02,Silver lamp,Other gift,,,"'=Office, friends",,To write,,Yes,`,
      ',Sent to Honeymoon,Cash,1100,INR,,,To write,,No,',
      '',
    ]);
  });
});
