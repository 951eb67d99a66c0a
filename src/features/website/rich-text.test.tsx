import { render, screen } from '@testing-library/react';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('makes paragraphs and http(s) links, and leaves everything else as text', () => {
    const { container } = render(
      <RichText
        text={'Fly to Jaipur (https://example.com/flights).\n\nAvoid javascript:alert(1) and <b>tags</b>.'}
      />,
    );
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'https://example.com/flights' })).toHaveAttribute(
      'href',
      'https://example.com/flights',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText(/<b>tags<\/b>/)).toBeInTheDocument();
  });
});
