import { emptyDesign, MAX_ELEMENTS, parseDesign, type Design } from './document';

const text = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'text',
  x: 10,
  y: 20,
  width: 200,
  height: 30,
  opacity: 1,
  rotation: 0,
  text: 'Hello',
  fontSize: 20,
  fill: '#000000',
  fontFamily: 'Playfair Display',
  fontStyle: 'normal',
  align: 'left',
  ...extra,
});
const image = (id: string, src: unknown) => ({
  id,
  type: 'image',
  x: 0,
  y: 0,
  width: 100,
  height: 100,
  opacity: 1,
  rotation: 0,
  src,
});
const design = (elements: unknown[]): unknown => ({ ...emptyDesign('1'), elements });

describe('parseDesign', () => {
  it('accepts a well-formed design with text and images from files and the app', () => {
    const ok = parseDesign(
      design([
        text('a'),
        image('b', { kind: 'file', key: 'invites/i1/b.png' }),
        image('c', { kind: 'asset', path: '/templates/elegant-floral.svg' }),
      ]),
    );
    expect(ok.ok).toBe(true);
    expect((ok as { design: Design }).design.elements).toHaveLength(3);
  });

  it.each([
    ['not an object', 'a design'],
    ['wrong version', { ...emptyDesign(), version: 99 }],
    ['wrong types', design([text('a', { x: '10' })])],
    ['a huge number', design([text('a', { x: 1e12 })])],
    ['an infinite size', design([text('a', { width: Infinity })])],
    ['a size below the minimum', design([text('a', { height: 2 })])],
    ['a giant font', design([text('a', { fontSize: 5000 })])],
    ['an unknown font', design([text('a', { fontFamily: 'Comic Sans' })])],
    ['a bad colour', design([text('a', { fill: 'url(javascript:alert(1))' })])],
    ['a colour channel over 255', design([text('a', { fill: 'rgba(300, 0, 0, 1)' })])],
    ['a javascript: image', design([image('a', { kind: 'asset', path: 'javascript:alert(1)' })])],
    ['an outside image', design([image('a', { kind: 'url', url: 'https://evil.example/x.png' })])],
    ['a data: image', design([image('a', { kind: 'asset', path: 'data:image/png;base64,AAAA' })])],
    ['a file key with a path trick', design([image('a', { kind: 'file', key: '../../etc/passwd?' })])],
    ['thousands of elements', design(Array.from({ length: MAX_ELEMENTS + 1 }, (_, i) => text(`e${i}`)))],
    ['two elements with one id', design([text('same'), text('same')])],
    ['an unknown element type', design([{ ...text('a'), type: 'video' }])],
    ['text far too long', design([text('a', { text: 'x'.repeat(2001) })])],
  ])('refuses %s with a message', (_label, value) => {
    const result = parseDesign(value);
    expect(result.ok).toBe(false);
    expect((result as { message: string }).message).toMatch(/^This design can't be opened: .+\.$/);
  });
});
