import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { RichText } from './article-body';
import { plainText } from './content/links';

const renderText = (text: string) =>
  render(
    <MemoryRouter>
      <p>
        <RichText text={text} />
      </p>
    </MemoryRouter>,
  );

describe('RichText', () => {
  it('turns same-site paths and mailto addresses into links, and keeps the rest as text', () => {
    renderText(
      'See the [budget guide](/guides#budgeting) or email [us](mailto:hello@weddingplanner.app) today.',
    );
    expect(screen.getByRole('link', { name: 'budget guide' })).toHaveAttribute('href', '/guides#budgeting');
    expect(screen.getByRole('link', { name: 'us' })).toHaveAttribute(
      'href',
      'mailto:hello@weddingplanner.app',
    );
    expect(screen.getByText(/today\./)).toBeInTheDocument();
  });

  it('never makes an off-site or script link out of content text', () => {
    renderText(
      '[a](javascript:alert(1)) [b](//evil.example/x) [c](https://evil.example) <img src=x onerror=alert(1)>',
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(/\[a\]\(javascript:alert\(1\)\)/)).toBeInTheDocument();
  });
});

describe('plainText', () => {
  it('reduces links to their labels for structured data and descriptions', () => {
    expect(plainText('Read [the FAQ](/faq) or [email us](mailto:a@b.c).')).toBe('Read the FAQ or email us.');
  });
});
