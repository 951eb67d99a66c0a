import { fromRow, toCamel, toRow, toSnake } from './columns';

describe('column map', () => {
  it.each([
    ['assignedTo', 'assigned_to'],
    ['isFavorite', 'is_favorite'],
    ['referenceImageUrl', 'reference_image_url'],
    ['categoryId', 'category_id'],
    ['createdAt', 'created_at'],
    ['finalPaymentDue', 'final_payment_due'],
    ['title', 'title'],
  ])('%s <-> %s', (camel, snake) => {
    expect(toSnake(camel)).toBe(snake);
    expect(toCamel(snake)).toBe(camel);
  });

  it('converts a record to a row without user_id, undefined as null, nested values untouched', () => {
    const design = { elements: [{ fontSize: 20, x: 1 }], template: '1' };
    expect(
      toRow({
        id: '1',
        name: 'Save the date',
        templateId: '1',
        design,
        referenceImageUrl: undefined,
        userId: 'someone-else',
      }),
    ).toEqual({ id: '1', name: 'Save the date', template_id: '1', design, reference_image_url: null });
  });

  it('converts a row to a record, dropping user_id and null columns', () => {
    expect(
      fromRow({
        user_id: 'u1',
        id: 'e1',
        title: 'Ceremony',
        assigned_to: ['Officiant'],
        description: null,
        created_at: '2026-01-01T00:00:00Z',
      }),
    ).toEqual({ id: 'e1', title: 'Ceremony', assignedTo: ['Officiant'], createdAt: '2026-01-01T00:00:00Z' });
  });

  it('round-trips a record', () => {
    const vendor = { id: 'v1', name: 'Hall', contactName: 'Sam', depositPaid: true, price: 100, notes: 'x' };
    expect(fromRow({ user_id: 'u', ...toRow(vendor) })).toEqual(vendor);
  });
});
