import { z } from '@/lib/zod';
import { optionalHttpUrl, optionalText, requiredText, saveFailureMessage, textOrEmpty } from './form-fields';

describe('form field builders', () => {
  it('requiredText trims, requires and bounds', () => {
    const title = requiredText('Title', 5);
    expect(title.parse('  Cake ')).toBe('Cake');
    expect(title.safeParse('   ').error?.issues[0]?.message).toBe('Title is required');
    expect(title.safeParse('x'.repeat(6)).error?.issues[0]?.message).toBe(
      'Keep the title under 5 characters',
    );
  });

  it("requiredText says a tool's own words when the field is empty", () => {
    expect(requiredText('Title', 5, 'Add a task title').safeParse(' ').error?.issues[0]?.message).toBe(
      'Add a task title',
    );
  });

  it("textOrEmpty trims, bounds, and stores an empty or missing field as ''", () => {
    const description = z.object({ description: textOrEmpty('Description', 5) });
    expect(description.parse({ description: ' Cake  ' })).toEqual({ description: 'Cake' });
    expect(description.parse({ description: '   ' })).toEqual({ description: '' });
    expect(description.parse({})).toEqual({ description: '' });
    expect(description.safeParse({ description: 'x'.repeat(6) }).error?.issues[0]?.message).toBe(
      'Keep the description under 5 characters',
    );
  });

  it('optionalText stores an empty field as absent', () => {
    expect(optionalText('Notes', 10).parse('  ')).toBeUndefined();
    expect(optionalText('Notes', 10).parse(' hi ')).toBe('hi');
  });

  it('optionalHttpUrl keeps only http(s) addresses', () => {
    const url = optionalHttpUrl();
    expect(url.parse('')).toBeUndefined();
    expect(url.parse(' https://example.com/a ')).toBe('https://example.com/a');
    expect(url.safeParse('javascript:alert(1)').success).toBe(false);
  });
});

describe('saveFailureMessage', () => {
  it("uses the schema's own words for invalid input", () => {
    const error = z.object({ name: requiredText('Name', 10) }).safeParse({ name: '' }).error;
    expect(saveFailureMessage(error, 'song')).toBe('Name is required');
  });

  it('says the store refused and nothing typed was lost for any other failure', () => {
    expect(saveFailureMessage(new Error('QuotaExceededError'), 'song')).toBe(
      "Couldn't save the song. Your details are still here — please try again.",
    );
  });
});
