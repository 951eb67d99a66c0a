import fc from 'fast-check';
import { csvField, toCsv } from '@/lib/csv';
import { expensesCsv } from './csv';
import { seedCategories, type Expense } from './model';

/** A small RFC 4180 reader, to check that whatever we write reads back as the same cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    ['Flowers, arch and aisle', '"Flowers, arch and aisle"'],
    ['The "big" day', '"The ""big"" day"'],
    ['line one\nline two', '"line one\nline two"'],
    ['carriage\r\nreturn', '"carriage\r\nreturn"'],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1 555', "'+1 555"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('writes numbers and booleans as they are', () => {
    expect(toCsv([[1500.5, true, 'a']])).toBe('1500.5,true,a\r\n');
  });

  it('reads back any text cell unchanged (apart from the formula guard)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const back = parseCsv(toCsv(rows));
          const guarded = rows.map((r) => r.map((v) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v)));
          expect(back).toEqual(guarded);
        },
      ),
    );
  });

  it('exports the expenses oldest first with their category names', () => {
    const expenses: Expense[] = [
      {
        id: '2',
        description: 'Cake, "three tiers"',
        amount: 12_000,
        date: '2026-05-02',
        categoryId: 'catering',
        paid: false,
      },
      {
        id: '1',
        description: 'Deposit',
        amount: 300_000,
        date: '2026-01-15',
        categoryId: 'venue',
        paid: true,
      },
      {
        id: '3',
        description: 'Rings',
        amount: 50_000.5,
        date: '2026-06-01',
        categoryId: 'gone',
        paid: false,
      },
    ];
    expect(expensesCsv(expenses, seedCategories(), 'INR')).toBe(
      [
        'Date,Description,Category,Amount,Currency,Paid',
        '2026-01-15,Deposit,Venue,300000,INR,Yes',
        '2026-05-02,"Cake, ""three tiers""",Catering,12000,INR,No',
        '2026-06-01,Rings,Uncategorized,50000.5,INR,No',
        '',
      ].join('\r\n'),
    );
  });
});
