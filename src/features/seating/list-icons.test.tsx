import { render } from '@testing-library/react';
import { GripVertical, Move, UserMinus, Users } from './list-icons';

describe('the seating lists’ icons', () => {
  it.each([
    ['grip-vertical', GripVertical],
    ['move', Move],
    ['user-minus', UserMinus],
    ['users', Users],
  ])('%s is lucide’s icon drawn as one path', (name, Icon) => {
    const { container } = render(<Icon aria-hidden="true" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveClass('lucide', `lucide-${name}`);
    expect(svg.children).toHaveLength(1);
    expect(svg.firstElementChild!.tagName).toBe('path');
  });
});
