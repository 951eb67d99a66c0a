import { render, screen } from '@testing-library/react';
import { URL_MAX } from '@/lib/safe-url';
import { Field, UrlInput } from './field';

describe('UrlInput', () => {
  it("asks for a web address: the phones' URL keyboard, the length bound and the https:// hint, wired to its label", () => {
    render(
      <Field label="Product URL" error="Use a web address that starts with http:// or https://">
        {(p) => <UrlInput {...p} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Product URL' });
    expect(input).toHaveAttribute('type', 'url');
    expect(input).toHaveAttribute('inputmode', 'url');
    expect(input).toHaveAttribute('maxlength', String(URL_MAX));
    expect(input).toHaveAttribute('placeholder', 'https://');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Use a web address that starts with http:// or https://');
  });

  it('lets a field set its own hint and bound', () => {
    render(
      <Field label="Base URL">
        {(p) => <UrlInput {...p} maxLength={500} placeholder="https://api.example.com/v1" />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Base URL' });
    expect(input).toHaveAttribute('maxlength', '500');
    expect(input).toHaveAttribute('placeholder', 'https://api.example.com/v1');
  });
});
